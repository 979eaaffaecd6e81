import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { components } from '@eqp/contract';
import { CUSTOMER_SCOPE } from '../../auth/scopes.js';
import { operation } from '../../contract/routes.js';
import { badRequest, forbidden, unauthorized } from '../../http/errors.js';
import { currentCustomerId, principalOf } from './principal.js';
import {
  findUserById,
  getPartnerCompany,
  getProvider,
  mayActFor,
  organisationsOf,
  type UserRow,
  userCustomer,
} from './queries.js';
import { credentialsOf, MESSAGES, refreshPair, signIn } from './sign-in.js';

export { MESSAGES, parseBasicAuthorization } from './sign-in.js';

type UserInfo = components['schemas']['UserInfo'];

/** The user behind a token, still active (tokens outlive deactivation by at most 15 minutes). */
async function activeUser(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const user = await findUserById(app.db, principalOf(request).userId);
  if (!user || !user.active) throw unauthorized(MESSAGES.noUser);
  return user;
}

/** Sign-in, refresh, organisation switch and user info (spec §7 "Authentication and session"). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  // The OAuth 2.0 token endpoint: three grants (RFC 6749), an unknown one is the contract's 400.
  operation(app, 'post', '/api2/token', {}, async (request) => {
    const body = request.body;
    const authorization = request.headers.authorization;
    if (body.grant_type === 'refresh_token') {
      if (authorization !== undefined) throw badRequest(MESSAGES.headerWithBodyGrant(body.grant_type));
      return refreshPair(app, body.refresh_token);
    }
    return signIn(app, request, credentialsOf(body, authorization), body.scope);
  });

  operation(app, 'post', '/api2/token/refresh', {}, async (request) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match) throw unauthorized(MESSAGES.missingRefresh);
    return refreshPair(app, match[1]!);
  });

  operation(app, 'post', '/api2/Token/impersonate', { auth: 'customer' }, async (request) => {
    const user = await activeUser(app, request);
    const customerId = request.query.customerId;
    if (!(await mayActFor(app.db, user, customerId))) throw forbidden(MESSAGES.noSuchOrganisation);
    // The switch continues the sign-in session (its start, so its 30-day end, stays the same).
    const { sessionId } = principalOf(request);
    return app.tokens.issueTokenPair({ userId: user.id, scope: CUSTOMER_SCOPE, customerId, sessionId });
  });

  operation(app, 'get', '/api2/customer/userinfo', {}, async (request) => {
    const user = await activeUser(app, request);
    const current = await userCustomer(app.db, currentCustomerId(request));
    if (!current) throw unauthorized(MESSAGES.noUser);
    const organisations = await organisationsOf(app.db, user);
    const info: UserInfo = {
      Name: user.name,
      Email: user.email,
      UserTypeId: user.userTypeId ?? 6,
      Customer: current.customer,
      // Only when there is a choice: the directory switcher lists them all.
      ImpersonationOptions: organisations.length > 1 ? organisations : [],
      Provider: await getProvider(app.db),
      ShowPrices: current.showPrices,
      Currency: current.currency,
      PartnerCompany: null,
    };
    return info;
  });

  operation(app, 'get', '/api2/partner/userinfo', {}, async (request) => {
    const user = await activeUser(app, request);
    const info: UserInfo = {
      Name: user.name,
      Email: user.email,
      UserTypeId: null,
      Customer: null,
      ImpersonationOptions: [],
      Provider: await getProvider(app.db),
      ShowPrices: false,
      Currency: null,
      PartnerCompany:
        user.partnerCompanyId === null
          ? null
          : ((await getPartnerCompany(app.db, user.partnerCompanyId)) ?? null),
    };
    return info;
  });
};
