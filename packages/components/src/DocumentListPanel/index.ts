export { DocumentListPanel } from './DocumentListPanel';
export type { DocumentListKind, DocumentListPanelProps } from './DocumentListPanel';
