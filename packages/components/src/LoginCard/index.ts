export { LoginCard } from './LoginCard';
export type { LoginCardMode, LoginCardProps, LoginScope } from './LoginCard';
