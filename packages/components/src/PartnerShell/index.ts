export { PartnerShell, DEFAULT_PARTNER_HREFS, partnerJobsBadgeCount } from './PartnerShell';
export type { PartnerShellProps, PartnerShellSection } from './PartnerShell';
