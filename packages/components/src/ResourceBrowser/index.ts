export { ResourceBrowser } from './ResourceBrowser';
export type { ResourceBrowserProps, ResourceFileKind } from './ResourceBrowser';
