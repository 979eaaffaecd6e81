export { MyAccount } from './MyAccount';
export type { MyAccountProps } from './MyAccount';
