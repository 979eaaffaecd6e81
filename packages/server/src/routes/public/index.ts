import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { CUSTOMER_SCOPE } from '../../auth/scopes.js';
import { parameterMaxLength } from '../../contract/limits.js';
import { operation } from '../../contract/routes.js';
import { machines } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { machineOwners, resourceTree } from '../customer/documents/queries.js';
import { machineByQr, publicCaller, publicHistory, publicMachine, type QrMachine } from './queries.js';

export const PUBLIC_MESSAGES = {
  noSuchQr: (qr: string) => `No equipment has the QR code ${qr}`,
  private: 'This equipment is not public',
  badQr: 'Invalid QR code: at most 64 printable characters',
} as const;

/** A QR code is short printable text; anything else is bad input (400), never looked up. */
// eslint-disable-next-line no-control-regex
const BAD_QR = /[\u0000-\u001f\u007f]/;
export const MAX_QR_LENGTH = parameterMaxLength('QrPath');

/**
 * The public QR pages (/qr/:qr, /qr/:qr/history, /qr/:qr/resources): anonymous or with a token.
 * The owner is a customer token whose current organisation owns the machine; a partner token or
 * another organisation's token sees what anyone sees. A bad token is still a 401.
 */
export const publicRoutes: FastifyPluginAsync = async (app) => {
  const isOwner = (request: FastifyRequest, machine: QrMachine) =>
    request.principal?.scope === CUSTOMER_SCOPE && request.principal.customerId === machine.customerId;

  const find = async (qr: string) => {
    if (qr.length > MAX_QR_LENGTH || BAD_QR.test(qr)) throw badRequest(PUBLIC_MESSAGES.badQr);
    const machine = await machineByQr(app.db, qr);
    if (!machine) throw notFound(PUBLIC_MESSAGES.noSuchQr(qr));
    return machine;
  };

  /** The machine when the caller may see its public pages: public, or the caller owns it. */
  const visible = async (request: FastifyRequest, qr: string) => {
    const machine = await find(qr);
    if (!machine.isPublic && !isOwner(request, machine)) throw forbidden(PUBLIC_MESSAGES.private);
    return machine;
  };

  operation(app, 'get', '/api2/public/machine/{qr}', {}, async (request) => {
    const machine = await find(request.params.qr);
    const owner = isOwner(request, machine);
    const caller = request.principal
      ? ((await publicCaller(app.db, request.principal, machine, owner)) ?? null)
      : null;
    return publicMachine(machine, owner, caller);
  });

  operation(app, 'get', '/api2/public/machine/{qr}/history', {}, async (request) => {
    return publicHistory(app.db, await visible(request, request.params.qr));
  });

  operation(app, 'get', '/api2/public/machine/{qr}/resources', {}, async (request) => {
    const machine = await visible(request, request.params.qr);
    const owners = await machineOwners(app.db, eq(machines.id, machine.id));
    if (!owners) throw notFound(PUBLIC_MESSAGES.noSuchQr(request.params.qr));
    // Supplier and model files only, also for the owner (the full tree is on the machine page).
    return resourceTree(app.db, owners, { publicOnly: true });
  });
};
