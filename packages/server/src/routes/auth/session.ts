import type { FastifyPluginAsync } from 'fastify';
import { operation } from '../../contract/routes.js';
import { unauthorized } from '../../http/errors.js';

export const SESSION_ROUTE_MESSAGES = {
  missingRefresh: 'Missing refresh token (Authorization: Bearer ...)',
} as const;

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Sign-out (contract decision 27): the refresh token names the session; the session, every
 * refresh token of its family and its access tokens stop working. Idempotent: an unknown, expired,
 * used or already revoked token answers the same Success (signing out twice is not an error, and
 * the answer tells nothing about the token). The token comes in the `Authorization: Bearer` header
 * or as `token` in a form body (RFC 7009); with a body the header is ignored, as a generated client
 * may send its access token there with every call.
 */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'post', '/api2/token/revoke', {}, async (request) => {
    const presented = request.body?.token ?? BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (presented === undefined) throw unauthorized(SESSION_ROUTE_MESSAGES.missingRefresh);
    const found = await app.tokens.revokeByRefreshToken(presented);
    if (found) request.log.info('session revoked (sign-out)');
    return { Success: true };
  });
};
