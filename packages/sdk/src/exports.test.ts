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
        "SWR_KEY_PREFIX",
        "SdkProvider",
        "newIdempotencyKey",
        "noCustomerPrice",
        "useAddToCart",
        "useAllMachines",
        "useCart",
        "useCartActions",
        "useClient",
        "useContactActions",
        "useCreateJob",
        "useCustomerJob",
        "useCustomerPrice",
        "useCustomerUsers",
        "useJobsPaged",
        "useMachineActions",
        "useMachineCost",
        "useMachineDocuments",
        "useMachineHistory",
        "useMachineOpenJobsCount",
        "useMachineOverview",
        "useMachineResources",
        "useMachinesPaged",
        "useModelParts",
        "useOpenJobsCount",
        "useOpenMachineJobs",
        "useOrganization",
        "usePart",
        "usePartDrawing",
        "usePartDrawingImage",
        "usePartDrawings",
        "usePortalOptions",
        "useResourceFile",
        "useRevalidate",
        "useSession",
        "useSessionKey",
        "useSwitchOrganisation",
        "useToken",
        "useUserActions",
        "useUserInfo",
      ]
    `);
  });
});
