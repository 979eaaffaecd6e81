export { PublicMachine, PUBLIC_MACHINE_SECTIONS, defaultPublicSectionHref } from './PublicMachine';
export type { PublicMachineProps, PublicMachineSection } from './PublicMachine';
