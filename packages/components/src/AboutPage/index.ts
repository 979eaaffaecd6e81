export { AboutPage } from './AboutPage';
export type { AboutPageProps, AboutProvider } from './AboutPage';
