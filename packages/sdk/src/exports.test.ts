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
        "useAllMachines",
        "useCart",
        "useClient",
        "useCustomerJob",
        "useCustomerUsers",
        "useJobsPaged",
        "useMachineCost",
        "useMachineHistory",
        "useMachineOpenJobsCount",
        "useMachineOverview",
        "useMachinesPaged",
        "useOpenJobsCount",
        "useOpenMachineJobs",
        "useOrganization",
        "usePortalOptions",
        "useRevalidate",
        "useSession",
        "useSessionKey",
        "useToken",
        "useUserInfo",
      ]
    `);
  });
});
