export { DirectorySwitcher } from './DirectorySwitcher';
export type { DirectorySwitcherProps } from './DirectorySwitcher';
