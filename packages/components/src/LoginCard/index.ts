export { LoginCard } from './LoginCard';
export type { LoginCardChange, LoginCardMode, LoginCardProps, LoginScope } from './LoginCard';
