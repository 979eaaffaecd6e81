export { PortalProvider } from './PortalProvider';
export type { PortalProviderProps } from './PortalProvider';
export { DefaultLink, useLink } from './LinkContext';
export type { LinkComponent, LinkProps } from './LinkContext';
