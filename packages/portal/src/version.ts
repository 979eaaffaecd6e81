// Only the version field is bundled (a named import of a JSON module).
import { version } from '../package.json';

/** The portal's version, from its package.json at build time. */
export const PORTAL_VERSION: string = version;
