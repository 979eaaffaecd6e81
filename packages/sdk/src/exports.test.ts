import { describe, expect, it } from 'vitest';
import * as sdk from './index';
import * as react from './react/index';

// A change to the public surface must be deliberate: update these lists on purpose.
describe('public exports', () => {
  it('@eqp/sdk', () => {
    expect(Object.keys(sdk).sort()).toMatchSnapshot();
  });

  it('@eqp/sdk/react', () => {
    expect(Object.keys(react).sort()).toMatchInlineSnapshot(`
      [
        "MACHINE_SEARCH_LIMIT",
        "SWR_KEY_PREFIX",
        "SdkProvider",
        "UPLOAD_FIELD",
        "fileNameFromDisposition",
        "newIdempotencyKey",
        "noCustomerPrice",
        "useAddToCart",
        "useAllMachines",
        "useAttachmentActions",
        "useAttachments",
        "useCart",
        "useCartActions",
        "useClient",
        "useContactActions",
        "useCreateJob",
        "useCustomerJob",
        "useCustomerPrice",
        "useCustomerUsers",
        "useFileLink",
        "useJobReportActions",
        "useJobsPaged",
        "useMachineActions",
        "useMachineCost",
        "useMachineCounters",
        "useMachineDocuments",
        "useMachineFilterOptions",
        "useMachineHistory",
        "useMachineOpenJobsCount",
        "useMachineOverview",
        "useMachineResources",
        "useMachineSearch",
        "useMachinesPaged",
        "useModelParts",
        "useOfflineReportActions",
        "useOfflineReportEnabled",
        "useOpenJobsCount",
        "useOpenMachineJobs",
        "useOrderLineActions",
        "useOrderLines",
        "useOrganization",
        "usePart",
        "usePartDrawing",
        "usePartDrawingImage",
        "usePartDrawings",
        "usePartnerCompany",
        "usePartnerJob",
        "usePartnerJobActions",
        "usePartnerJobByCode",
        "usePartnerJobCounts",
        "usePartnerJobsMore",
        "usePartnerJobsView",
        "usePortalOptions",
        "usePublicMachine",
        "usePublicMachineHistory",
        "usePublicMachineResources",
        "useResourceFile",
        "useRevalidate",
        "useSession",
        "useSessionEnded",
        "useSessionKey",
        "useSignedIn",
        "useSwitchOrganisation",
        "useToken",
        "useUserActions",
        "useUserInfo",
        "useWarehouseArticles",
      ]
    `);
  });
});
