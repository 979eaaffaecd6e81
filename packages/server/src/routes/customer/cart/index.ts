import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { operation } from '../../../contract/routes.js';
import { ApiError, badRequest, forbidden, notFound } from '../../../http/errors.js';
import { idempotencyKeyOf, runIdempotent } from '../../../http/idempotency.js';
import { currentCustomerId, principalOf } from '../../auth/principal.js';
import { requireOwnMachines } from '../access.js';
import { organisationShowsPrices } from '../machines/queries.js';
import {
  addCartLine,
  cartById,
  type CartOwner,
  checkoutCart,
  deleteOwnLine,
  ensureOpenCart,
  MAX_LINE_COUNT,
  setOwnLineCount,
  shoppingCart,
  unitPrice,
} from './queries.js';

export const CART_MESSAGES = {
  noSuchArticle: (articleNumber: string) => `No such article: ${articleNumber}`,
  tooMany: `A cart line holds at most ${MAX_LINE_COUNT} of an article`,
  noSuchLine: (id: number) => `No such line in your cart: ${id}`,
  notYourCart: (id: number) => `Cart ${id} is not your cart`,
  alreadySent: (id: number) => `Cart ${id} was already sent`,
  empty: 'The cart is empty',
  nulComment: 'The comment contains a NUL character',
} as const;

/** The caller's cart: the user and the organisation it acts for. */
const ownerOf = (request: FastifyRequest): CartOwner => ({
  customerId: currentCustomerId(request),
  userId: principalOf(request).userId,
});

/**
 * The shopping cart (spec §2 ShoppingCart, the part dialog's add-to-cart). One open cart per user
 * and organisation; prices are looked up by the server and shown only when the organisation sees
 * prices. A line of anyone else's cart answers 404, as if it did not exist.
 */
export const customerCartRoutes: FastifyPluginAsync = async (app) => {
  const answer = async (owner: CartOwner) =>
    shoppingCart(app.db, owner, await organisationShowsPrices(app.db, owner.customerId));

  operation(app, 'get', '/api2/customer/shoppingcart', {}, async (request) => answer(ownerOf(request)));

  operation(app, 'post', '/api2/customer/shoppingcart', {}, async (request) => {
    const owner = ownerOf(request);
    const { ArticleNumber, MachineId, Quantity } = request.body;
    await requireOwnMachines(app.db, owner.customerId, [MachineId]);
    // The price comes from the database, never from the body (ArticlePrice, CustomerArticlePrice).
    const price = await unitPrice(app.db, owner.customerId, ArticleNumber);
    if (!price) throw notFound(CART_MESSAGES.noSuchArticle(ArticleNumber));
    await app.db.transaction(async (transaction) => {
      const tx = transaction as unknown as typeof app.db;
      const cartId = await ensureOpenCart(tx, owner);
      const count = await addCartLine(tx, {
        cartId,
        machineId: MachineId,
        articleNumber: ArticleNumber,
        quantity: Quantity,
        price: price.price,
      });
      // The contract caps one call's Quantity; the line's sum after merging is checked here.
      if (count > MAX_LINE_COUNT) throw badRequest(CART_MESSAGES.tooMany);
    });
    return answer(owner);
  });

  operation(app, 'patch', '/api2/customer/shoppingcart/detail/{id}/count/{count}', {}, async (request) => {
    const owner = ownerOf(request);
    const { id, count } = request.params;
    if (!(await setOwnLineCount(app.db, owner, id, count))) throw notFound(CART_MESSAGES.noSuchLine(id));
    return answer(owner);
  });

  operation(app, 'delete', '/api2/customer/shoppingcart/detail/{id}', {}, async (request) => {
    const owner = ownerOf(request);
    const { id } = request.params;
    if (!(await deleteOwnLine(app.db, owner, id))) throw notFound(CART_MESSAGES.noSuchLine(id));
    return answer(owner);
  });

  operation(app, 'post', '/api2/customer/shoppingcart/checkout', {}, async (request, reply) => {
    const owner = ownerOf(request);
    const { Id: cartId, Comment } = request.body;
    const comment = Comment?.trim() || null;
    if (comment?.includes('\u0000')) throw badRequest(CART_MESSAGES.nulComment);
    const key = idempotencyKeyOf(request);
    const created = await runIdempotent(app.db, {
      userId: owner.userId,
      operation: 'checkoutShoppingCart',
      key,
      body: request.body,
      create: async (tx) => {
        const cart = await cartById(tx, cartId);
        // Another user's or organisation's cart (or none): 403, the contract has no 404 here.
        if (!cart || cart.userId !== owner.userId || cart.customerId !== owner.customerId) {
          throw forbidden(CART_MESSAGES.notYourCart(cartId));
        }
        if (cart.checkedOutAt !== null) throw new ApiError(409, CART_MESSAGES.alreadySent(cartId));
        const current = await shoppingCart(tx, owner, false);
        if (current.Groups.length === 0) throw badRequest(CART_MESSAGES.empty);
        const jobId = await checkoutCart(tx, { cartId, owner, comment, now: new Date() });
        if (jobId === undefined) throw new ApiError(409, CART_MESSAGES.alreadySent(cartId));
        return { Id: jobId };
      },
    });
    return reply.code(201).send(created);
  });
};
