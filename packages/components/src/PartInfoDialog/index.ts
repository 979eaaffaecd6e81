export { PartInfoDialog } from './PartInfoDialog';
export type { PartInfoDialogProps } from './PartInfoDialog';
