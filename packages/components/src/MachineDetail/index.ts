export { MachineDetail, DEFAULT_MACHINE_LIST_HREF } from './MachineDetail';
export type { MachineDetailProps } from './MachineDetail';
export { MACHINE_TABS, defaultMachineTabHref, isMachineTab, machineTabAvailability } from './tabs';
export type { MachineTab } from './tabs';
