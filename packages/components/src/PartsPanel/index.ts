export { PartsPanel } from './PartsPanel';
export type { PartsPanelProps } from './PartsPanel';
export type { ImageUrlGetter } from '../internal/partDisplay';
