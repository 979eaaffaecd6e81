export { CustomerShell, DEFAULT_CUSTOMER_HREFS } from './CustomerShell';
export type { CustomerShellProps, CustomerShellSection } from './CustomerShell';
export { DEFAULT_SUPPORT_CONTACT } from '../internal/support';
export type { SupportContact } from '../internal/support';
