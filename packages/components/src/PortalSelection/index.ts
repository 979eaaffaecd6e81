export { PortalSelection } from './PortalSelection';
export type { PortalSelectionProps } from './PortalSelection';
export { DEFAULT_PORTAL_HREFS, portalTiles } from './tiles';
export type { PortalSelectionHrefs, PortalTile, PortalTileKind } from './tiles';
