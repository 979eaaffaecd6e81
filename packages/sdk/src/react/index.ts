export { SdkProvider, useClient } from './SdkProvider';
export type { SdkProviderProps } from './SdkProvider';
export {
  useToken,
  useSessionKey,
  useSessionEnded,
  useSignedIn,
  useUserInfo,
  useSession,
  SWR_KEY_PREFIX,
} from './session';
export type { Session, SessionStatus } from './session';
export { usePortalOptions, useOpenJobsCount, useMachinesPaged, useMachineFilterOptions } from './data';
export type { MachinesPaged, MachinesPagedOptions, MachineListQuery, MachineSort } from './data';
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
export { useMachineSearch, MACHINE_SEARCH_LIMIT } from './machineSearch';
export type { MachineSearchOptions } from './machineSearch';
export { useRevalidate } from './revalidate';
export { useUserActions, useContactActions, useSwitchOrganisation } from './organization';
export type { ContactActions, UserActions, Contact, NewCustomerUser } from './organization';
export { useCartActions, newIdempotencyKey } from './cart';
export type { CartActions, CheckoutInput } from './cart';
export { useCreateJob } from './jobs';
export type { CreateJob, NewJobMachine } from './jobs';
export {
  useModelParts,
  usePart,
  useCustomerPrice,
  usePartDrawings,
  usePartDrawing,
  usePartDrawingImage,
  useAddToCart,
  noCustomerPrice,
} from './parts';
export type { AddToCartInput, OptionalArticleNumber } from './parts';
export { useMachineDocuments, useMachineActions, useResourceFile } from './machine';
export type { MachineActions, MachineDocumentKind } from './machine';
export { useMachineResources } from './resources';
export { useFileLink } from './files';
export { usePublicMachine, usePublicMachineHistory, usePublicMachineResources } from './public';
export type { OptionalQr } from './public';
export {
  usePartnerJobsView,
  usePartnerJobCounts,
  usePartnerJobsMore,
  usePartnerCompany,
  usePartnerJobByCode,
  usePartnerJobActions,
} from './partner';
export type { PartnerJobActions, PartnerJobsMore, PartnerJobsSection, PartnerStatusChange } from './partner';
export { usePartnerJob, useMachineCounters, useJobReportActions } from './jobReport';
export type { JobReportActions, PartnerCommentField } from './jobReport';
export {
  useOrderLines,
  useWarehouseArticles,
  useOrderLineActions,
  useAttachments,
  useAttachmentActions,
  useOfflineReportEnabled,
  useOfflineReportActions,
  fileNameFromDisposition,
  UPLOAD_FIELD,
} from './jobSections';
export type {
  NewOrderLine,
  OrderLineActions,
  AttachmentActions,
  OfflineReportActions,
  OfflineReportFile,
} from './jobSections';
