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
export type MachineFilterOptions = Schemas['MachineFilterOptions'];
export type MachineFilterOption = Schemas['MachineFilterOption'];
/** A machine found by the machine search (`GET /api2/customer/machines/search`). */
export type MachineSearchHit = Schemas['MachineSearchHit'];
export type MachineSearchResult = Schemas['MachineSearchResult'];
export type OpenJobsCount = Schemas['OpenJobsCount'];
export type ShoppingCart = Schemas['ShoppingCart'];
export type MachineOverview = Schemas['MachineOverview'];
export type MachineServiceHistoryEntry = Schemas['MachineServiceHistoryEntry'];
export type CustomerJob = Schemas['CustomerJob'];
export type CustomerJobPage = Schemas['CustomerJobPage'];
export type MachineCostPoint = Schemas['MachineCostPoint'];
export type Organization = Schemas['Organization'];
export type CustomerUser = Schemas['CustomerUser'];
/** The public QR page of a machine (`GET /api2/public/machine/{qr}`). */
export type PublicMachine = Schemas['PublicMachine'];
/** Who is signed in on the public QR page (`PublicMachine.SignedInAs`). */
export type PublicMachineCaller = Schemas['PublicMachineCaller'];
/** A past service on the public QR page (`GET /api2/public/machine/{qr}/history`). */
export type PublicHistoryEntry = Schemas['PublicHistoryEntry'];
/** A signed, short-lived link that opens a stored file in a tab (`POST /api2/files/link`). */
export type FileLink = Schemas['FileLink'];
/** Every error answer carries `{ Message }` (DESIGN §3). */
export type ErrorBody = Schemas['ApiError'];
/** The OAuth scope strings of POST /api2/token. */
export type TokenScope = Schemas['ClientCredentialsTokenRequest']['scope'];
