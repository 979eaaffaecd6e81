import type { FastifyRequest } from 'fastify';
import { CUSTOMER_SCOPE, type Principal } from '../../auth/scopes.js';
import { forbidden, unauthorized } from '../../http/errors.js';

/** The caller of a route that required a token (set by app.authenticate). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('Missing access token (Authorization: Bearer ...)');
  return request.principal;
}

/** The organisation a customer call acts for: every customer query filters by it. */
export function currentCustomerId(request: FastifyRequest): number {
  const principal = principalOf(request);
  if (principal.scope !== CUSTOMER_SCOPE || principal.customerId === null) throw forbidden();
  return principal.customerId;
}
