export { SdkProvider, useClient } from './SdkProvider';
export type { SdkProviderProps } from './SdkProvider';
export { useToken, useSessionKey, useUserInfo, useSession, SWR_KEY_PREFIX } from './session';
export type { Session, SessionStatus } from './session';
export { usePortalOptions, useOpenJobsCount, useMachinesPaged } from './data';
export type { MachinesPaged, MachinesPagedOptions } from './data';
export type { Paged } from './paging';
export {
  useAllMachines,
  useCart,
  useMachineOverview,
  useMachineOpenJobsCount,
  useMachineHistory,
  useOpenMachineJobs,
  useCustomerJob,
  useJobsPaged,
  useMachineCost,
  useOrganization,
  useCustomerUsers,
} from './customer';
export type { JobsPaged, JobsPagedOptions, OptionalId } from './customer';
export { useRevalidate } from './revalidate';
