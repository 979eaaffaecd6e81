export { PartDocumentDialog } from './PartDocumentDialog';
export type { PartDocumentDialogProps } from './PartDocumentDialog';
