export { JobAttachments } from './JobAttachments';
export { ACCEPTED_FILES } from './precheck';
export type { JobAttachmentsProps } from './JobAttachments';
