import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { hashPassword } from '../../../auth/password.js';
import type { Db } from '../../../db/client.js';
import { operation } from '../../../contract/routes.js';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from '../../../http/errors.js';
import { currentCustomerId, principalOf } from '../../auth/principal.js';
import {
  emailInUse,
  insertCustomerUser,
  MODERATOR,
  organisationUsers,
  toCustomerUser,
  toggleUserActive,
  type UserRow,
  userById,
} from './queries.js';

export const USER_MESSAGES = {
  noCaller: 'The account no longer exists or is deactivated',
  onlyModerators: 'Only moderators can add users',
  otherOrganisation: 'Users can only be added to your current organisation',
  nameRequired: 'Name is required',
  nul: 'Name and e-mail must not contain NUL characters',
  emailInUse: 'A user with this e-mail address already exists',
  noSuchUser: (id: number) => `No such user: ${id}`,
  notYourUser: (id: number) => `User ${id} does not belong to your organisation`,
  onlyOwnRow: 'Users of type 6 can only change their own account',
} as const;

/** The calling customer user, still active (an access token outlives deactivation by at most 15 minutes). */
async function caller(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const user = await userById(app.db, principalOf(request).userId);
  if (!user || !user.active || user.kind !== 'customer') throw unauthorized(USER_MESSAGES.noCaller);
  return user;
}

/**
 * The organisation's users (spec §2 Organization: the user list, add user, the active toggle).
 * "The organisation's users" are the customer users whose own organisation it is; users who may
 * only switch to it (user_organisations) are listed by their own organisation.
 */
export const customerUsersRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'get', '/api2/Customer/User/SearchCustomerUsers', {}, async (request) => {
    return organisationUsers(app.db, currentCustomerId(request), request.query.Search);
  });

  operation(app, 'post', '/api2/customer/User/add', {}, async (request, reply) => {
    const customerId = currentCustomerId(request);
    const me = await caller(app, request);
    if (me.userTypeId !== MODERATOR) throw forbidden(USER_MESSAGES.onlyModerators);
    const body = request.body;
    if (body.CustomerId !== customerId) throw forbidden(USER_MESSAGES.otherOrganisation);
    const name = body.Name.trim();
    const email = body.EmailAdress.trim();
    if (!name) throw badRequest(USER_MESSAGES.nameRequired);
    if (name.includes('\u0000') || email.includes('\u0000')) throw badRequest(USER_MESSAGES.nul);
    if (await emailInUse(app.db, email)) throw new ApiError(409, USER_MESSAGES.emailInUse);
    const created = await insertCustomerUser(app.db, {
      name,
      email,
      userTypeId: body.UserTypeId,
      customerId,
      active: body.Active,
      // No usable password: the hash of a random secret nobody knows. The new user sets a password
      // with password recovery (RecoverPassword, then ChangePassword); until then sign-in fails
      // like any wrong password, at the same cost.
      passwordHash: await hashPassword(randomBytes(32).toString('base64')),
    });
    // Two concurrent adds of one address: the unique index lets one win.
    if (!created) throw new ApiError(409, USER_MESSAGES.emailInUse);
    return reply.code(201).send(toCustomerUser(created));
  });

  operation(app, 'patch', '/api2/customer/User/ToggleActive/{id}', {}, async (request) => {
    const customerId = currentCustomerId(request);
    const me = await caller(app, request);
    const { id } = request.params;
    const target = await userById(app.db, id);
    if (!target || target.kind !== 'customer') throw notFound(USER_MESSAGES.noSuchUser(id));
    if (target.customerId !== customerId) throw forbidden(USER_MESSAGES.notYourUser(id));
    if (me.userTypeId !== MODERATOR && target.id !== me.id) throw forbidden(USER_MESSAGES.onlyOwnRow);
    // Deactivating ends every session of the user in the same transaction: refresh tokens stop at
    // once, access tokens on the next call (within the session check's cache TTL on other instances).
    const updated = await app.db.transaction(async (tx) => {
      const row = await toggleUserActive(tx as unknown as Db, id);
      if (!row.active) await app.tokens.revokeUserSessionsIn(tx as unknown as Db, row.id);
      return row;
    });
    if (!updated.active) app.tokens.forgetUser(updated.id);
    return toCustomerUser(updated);
  });
};
