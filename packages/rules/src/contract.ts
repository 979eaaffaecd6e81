/**
 * The contract's entity types the rules name (`@eqp/contract`, generated from openapi/api2.yaml):
 * aliases only, types only (nothing of the contract is loaded at run time).
 */
import type { components } from '@eqp/contract';

type Schemas = components['schemas'];

/** Any entity of the contract by its schema name: `Schema<'ResourceFolder'>`. */
export type Schema<Name extends keyof Schemas> = Schemas[Name];
/** The customer's cart (GET /api2/customer/shoppingcart). */
export type ShoppingCart = Schemas['ShoppingCart'];
