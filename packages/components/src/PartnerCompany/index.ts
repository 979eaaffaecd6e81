export { PartnerCompany } from './PartnerCompany';
export type { PartnerCompanyProps } from './PartnerCompany';
