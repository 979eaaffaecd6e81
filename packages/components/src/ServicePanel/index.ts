export { ServicePanel } from './ServicePanel';
export type { ServicePanelProps } from './ServicePanel';
