export { MachineList } from './MachineList';
export type { MachineListFilters, MachineListProps, MachineListSort, MachineListView } from './MachineList';
export { defaultMachineHref, resourceUrl } from './links';
export type { MachinePanel } from './links';
export type { ScrollContainer } from '../internal/useScrollPaging';
