export { NewJobDialog } from './NewJobDialog';
export type { NewJobDialogProps } from './NewJobDialog';
