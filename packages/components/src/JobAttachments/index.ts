export { JobAttachments, ACCEPTED_FILES } from './JobAttachments';
export type { JobAttachmentsProps } from './JobAttachments';
