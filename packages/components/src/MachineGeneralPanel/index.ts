export { MachineGeneralPanel } from './MachineGeneralPanel';
export type { MachineGeneralPanelProps } from './MachineGeneralPanel';
