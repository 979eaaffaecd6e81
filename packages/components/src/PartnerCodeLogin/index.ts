export { PartnerCodeLogin } from './PartnerCodeLogin';
export type { PartnerCodeLoginProps } from './PartnerCodeLogin';
