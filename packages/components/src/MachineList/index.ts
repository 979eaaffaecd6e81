export { MachineList } from './MachineList';
export type { MachineListFilters, MachineListProps, MachineListSort, MachineListView } from './MachineList';
export { defaultMachineHref, resourceUrl } from '../internal/links';
export type { MachinePanel } from '../internal/links';
export type { ScrollContainer } from '../internal/useScrollPaging';
