export { PartDocumentPanel } from './PartDocumentPanel';
export type { PartDocumentPanelProps } from './PartDocumentPanel';
