export { Organization } from './Organization';
export type { OrganizationProps } from './Organization';
