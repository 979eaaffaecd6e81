/**
 * The entity types the SDK names, taken from the generated contract (`@eqp/contract`). The
 * contract is the single source of truth for the wire format; these are aliases only.
 */
import type { components, paths } from '@eqp/contract';

export type { paths, components };

type Schemas = components['schemas'];

/** Any entity of the contract by its schema name: `Schema<'CustomerJob'>`. */
export type Schema<Name extends keyof Schemas> = Schemas[Name];

export type Token = Schemas['Token'];
export type UserInfo = Schemas['UserInfo'];
export type PortalOptions = Schemas['PortalOptions'];
export type MachineListItem = Schemas['MachineListItem'];
export type MachineListPage = Schemas['MachineListPage'];
export type OpenJobsCount = Schemas['OpenJobsCount'];
/** Every error answer carries `{ Message }` (DESIGN §3). */
export type ErrorBody = Schemas['Error'];
/** The OAuth scope strings of POST /api2/token. */
export type TokenScope = Schemas['TokenRequest']['scope'];
