export { PartnerJobList, PARTNER_JOB_LIST_TABS } from './PartnerJobList';
export type { PartnerJobListProps, PartnerJobListTab } from './PartnerJobList';
export { AppointmentDate } from './AppointmentDate';
export type { AppointmentDateProps } from './AppointmentDate';
