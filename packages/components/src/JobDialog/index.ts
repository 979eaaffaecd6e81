export { JobDialog } from './JobDialog';
export type { JobDialogProps } from './JobDialog';
