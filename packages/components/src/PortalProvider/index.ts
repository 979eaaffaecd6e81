export { PortalProvider, PortalProviderCore } from './PortalProvider';
export type { PortalProviderCoreProps, PortalProviderProps } from './PortalProvider';
export { DefaultLink, useLink } from '../internal/LinkContext';
export type { LinkComponent, LinkProps } from '../internal/LinkContext';
