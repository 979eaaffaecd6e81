export { PartnerNoCompany } from './PartnerNoCompany';
export type { PartnerNoCompanyProps } from './PartnerNoCompany';
