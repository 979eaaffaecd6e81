import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articles,
  cartLines,
  carts,
  customerPrices,
  jobs,
  machines,
  orderLines,
  users,
} from '../../../db/schema.js';
import { IDEMPOTENCY_MESSAGES } from '../../../http/idempotency.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { ACCESS_MESSAGES } from '../access.js';
import type { CustomerJob } from '../jobs/queries.js';
import { CART_MESSAGES } from './index.js';
import { MAX_LINE_COUNT, type ShoppingCart } from './queries.js';

type Article = typeof articles.$inferSelect;

describe.each(testDatabases())('shopping cart ($name)', (kind) => {
  let t: TestContext;
  let moderator: string;
  let operator: string;
  let fjordUser: string;
  let partner: string;
  let ids: Record<'nordic' | 'bergen' | 'fjord', number>;
  let userId: Record<'moderator' | 'operator' | 'fjord', number>;
  let nordicMachines: { id: number; displayName: string }[];
  let fjordMachine: number;
  /** An article with a Nordic customer price, and one without. */
  let priced: Article;
  let listed: Article;
  let nordicPrice: number;

  beforeAll(async () => {
    t = await createTestContext(kind);
    moderator = (await t.login('moderator@demo.test')).access_token;
    operator = (await t.login('per.operator@demo.test')).access_token;
    fjordUser = (await t.login('user@demo.test')).access_token;
    partner = (await t.login('tech@demo.test')).access_token;
    ids = await t.organisationIds();
    const userRows = await t.db.select({ id: users.id, email: users.email }).from(users);
    const uid = (email: string) => userRows.find((u) => u.email === email)!.id;
    userId = {
      moderator: uid('moderator@demo.test'),
      operator: uid('per.operator@demo.test'),
      fjord: uid('user@demo.test'),
    };
    nordicMachines = await t.db
      .select({ id: machines.id, displayName: machines.displayName })
      .from(machines)
      .where(eq(machines.customerId, ids.nordic))
      .orderBy(asc(machines.id));
    fjordMachine = (
      await t.db.select({ id: machines.id }).from(machines).where(eq(machines.customerId, ids.fjord))
    )[0]!.id;
    const all = await t.db.select().from(articles).orderBy(asc(articles.articleNumber));
    const prices = await t.db.select().from(customerPrices).where(eq(customerPrices.customerId, ids.nordic));
    priced = all.find((a) => a.price !== null && prices.some((p) => p.articleNumber === a.articleNumber))!;
    listed = all.find((a) => a.price !== null && !prices.some((p) => p.articleNumber === a.articleNumber))!;
    nordicPrice = Number(prices.find((p) => p.articleNumber === priced.articleNumber)!.price);
    expect(nordicPrice).not.toBe(Number(priced.price));
  });
  afterAll(async () => t?.close());

  /** The add-to-cart body: the part as the portal has it, plus machine and quantity. */
  const part = (
    article: Article,
    machineId: number,
    quantity: number,
    over: Record<string, unknown> = {},
  ) => ({
    ArticleNumber: article.articleNumber,
    ArticleDescription: article.description,
    ArticleDescriptionLong: article.descriptionLong,
    ArticlePrice: article.price === null ? null : Number(article.price),
    ArticleImage: article.image,
    Quantity: quantity,
    MachineId: machineId,
    CustomerArticlePrice: null,
    HasCustomerPrice: false,
    ...over,
  });
  const cart = (token = moderator) => t.request({ url: '/api2/customer/shoppingcart', token });
  const add = (payload: unknown, token = moderator) =>
    t.request({ method: 'POST', url: '/api2/customer/shoppingcart', token, payload: payload as object });
  const setCount = (id: number | string, value: number | string, token = moderator) =>
    t.request({ method: 'PATCH', url: `/api2/customer/shoppingcart/detail/${id}/count/${value}`, token });
  const remove = (id: number, token = moderator) =>
    t.request({ method: 'DELETE', url: `/api2/customer/shoppingcart/detail/${id}`, token });
  const checkout = (payload: unknown, token = moderator, headers?: Record<string, string>) =>
    t.request({
      method: 'POST',
      url: '/api2/customer/shoppingcart/checkout',
      token,
      payload: payload as object,
      headers,
    });
  /** Every cart line in the database (to show that a refused call changed nothing). */
  const allLines = () => t.db.select().from(cartLines).orderBy(asc(cartLines.id));
  const jobCount = async () => Number((await t.db.select({ n: count() }).from(jobs))[0]!.n);
  const lineOf = (c: ShoppingCart, articleNumber: string, machineId: number) =>
    c.Groups.find((g) => g.Machine.Id === machineId)!.Items.find(
      (i) => i.Article.ArticleNumber === articleNumber,
    )!;
  /**
   * Fills the moderator's cart (every test starts from the demo data, where no cart has lines):
   * two Nordic machines, three lines.
   */
  const fill = async () => {
    const [m1, m2] = nordicMachines;
    await add(part(priced, m1!.id, 2));
    await add(part(listed, m1!.id, 1));
    return (await add(part(priced, m2!.id, 4))).json() as ShoppingCart;
  };
  /** Puts one line into the Fjord user's cart; the cart. */
  const fillFjord = async () => (await add(part(listed, fjordMachine, 2), fjordUser)).json() as ShoppingCart;
  /** Empties the moderator's cart (every line deleted through the API). */
  const emptyCart = async (token = moderator) => {
    for (const group of (await cart(token)).json<ShoppingCart>().Groups)
      for (const item of group.Items) await remove(item.Id, token);
  };

  describe('GET /api2/customer/shoppingcart', () => {
    it('without a cart: CartId null, no groups, total 0, the currency', async () => {
      const res = await cart();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ CartId: null, Groups: [], TotalAmount: 0, Currency: 'NOK' });
    });

    it('given a partner token, answers 403; no token 401', async () => {
      expect((await cart(partner)).statusCode).toBe(403);
      expect((await t.request({ url: '/api2/customer/shoppingcart' })).statusCode).toBe(401);
    });
  });

  describe('POST /api2/customer/shoppingcart', () => {
    it('adds parts grouped by machine, priced by the server (customer price, else list price)', async () => {
      const [m1, m2] = nordicMachines;
      // The client's prices are ignored.
      const res = await add(
        part(priced, m1!.id, 2, { ArticlePrice: 0.01, CustomerArticlePrice: 0.01, HasCustomerPrice: true }),
      );
      expect(res.statusCode).toBe(200);
      await add(part(listed, m1!.id, 1));
      const body: ShoppingCart = (await add(part(priced, m2!.id, 1))).json();
      expect(body.CartId).toEqual(expect.any(Number));
      expect(body.Currency).toBe('NOK');
      expect(body.Groups.map((g) => g.Machine.Id)).toEqual([m1!.id, m2!.id]);
      expect(body.Groups[0]!.Machine).toMatchObject({ Id: m1!.id, DisplayName: m1!.displayName });
      expect(lineOf(body, priced.articleNumber, m1!.id)).toMatchObject({
        ArticleCount: 2,
        ArticlePrice: nordicPrice,
        Article: {
          ArticleNumber: priced.articleNumber,
          ArticleDescription: priced.description,
          ArticleImage: priced.image,
          // The article's type, as the service history's Article has it (one shape per name).
          ArticleType: priced.articleType,
        },
      });
      expect(lineOf(body, listed.articleNumber, m1!.id)).toMatchObject({
        ArticleCount: 1,
        ArticlePrice: Number(listed.price),
      });
      expect(body.TotalAmount).toBeCloseTo(3 * nordicPrice + Number(listed.price), 2);
      // GET answers the same cart.
      expect((await cart()).json()).toEqual(body);
    });

    it('the same article on the same machine adds to the count (one line)', async () => {
      await fill();
      const m1 = nordicMachines[0]!;
      const before = lineOf((await cart()).json(), priced.articleNumber, m1.id);
      const body: ShoppingCart = (await add(part(priced, m1.id, 3))).json();
      const after = lineOf(body, priced.articleNumber, m1.id);
      expect(after.Id).toBe(before.Id);
      expect(after.ArticleCount).toBe(before.ArticleCount + 3);
      expect(
        body.Groups[0]!.Items.filter((i) => i.Article.ArticleNumber === priced.articleNumber),
      ).toHaveLength(1);
    });

    it('an organisation without prices gets no prices and total 0 (the price is still stored)', async () => {
      const body: ShoppingCart = (await add(part(listed, fjordMachine, 2), fjordUser)).json();
      expect(body.Groups).toHaveLength(1);
      expect(body.Groups[0]!.Items[0]).toMatchObject({ ArticleCount: 2, ArticlePrice: null });
      expect(body.TotalAmount).toBe(0);
      const [line] = await t.db
        .select()
        .from(cartLines)
        .where(eq(cartLines.id, body.Groups[0]!.Items[0]!.Id));
      expect(Number(line!.price)).toBe(Number(listed.price));
      // Carts are per user: the moderator's cart is unchanged by this.
      expect(
        (await cart()).json().Groups.every((g: { Machine: { Id: number } }) => g.Machine.Id !== fjordMachine),
      ).toBe(true);
    });

    it('given bad input, answers 400 with a Message and changes nothing', async () => {
      await fill();
      const before = await allLines();
      const m1 = nordicMachines[0]!.id;
      const cases: [unknown, RegExp | string][] = [
        [part(priced, m1, 0), /Quantity/],
        [part(priced, m1, 1.5), /Quantity/],
        [part(priced, m1, -1), /Quantity/],
        [
          part(priced, m1, MAX_LINE_COUNT + 1),
          `Quantity must be a whole number from 1 to ${MAX_LINE_COUNT.toLocaleString('en-US')}.`,
        ],
        // Beyond int32 too: the same sentence, not Ajv's "must match format".
        [part(priced, m1, 99999999999), 'Quantity must be a whole number from 1 to 9,999.'],
        [{ ...part(priced, m1, 1), MachineId: undefined }, /^Machine ID is required\.$/],
        [{ ...part(priced, m1, 1), Quantity: undefined }, /Quantity/],
        [{ MachineId: m1, Quantity: 1 }, 'Article number is required.'],
        [{ ArticleNumber: '', MachineId: m1, Quantity: 1 }, /^Article number cannot be empty\.$/],
      ];
      for (const [payload, message] of cases) {
        const res = await add(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        if (typeof message === 'string') expect(res.json()).toEqual({ Message: message });
        else expect(res.json().Message).toMatch(message);
      }
      // Adding to a line beyond the limit is refused as a whole.
      const current = lineOf((await cart()).json(), priced.articleNumber, m1);
      const over = await add(part(priced, m1, MAX_LINE_COUNT - current.ArticleCount + 1));
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ Message: CART_MESSAGES.tooMany });
      expect(await allLines()).toEqual(before);
    });

    it('takes the minimal body (ArticleNumber, MachineId, Quantity) and still the whole part', async () => {
      await emptyCart();
      const [m1, m2] = nordicMachines;
      const minimal = await add({ ArticleNumber: priced.articleNumber, MachineId: m1!.id, Quantity: 2 });
      expect(minimal.statusCode).toBe(200);
      expect(lineOf(minimal.json(), priced.articleNumber, m1!.id).ArticleCount).toBe(2);
      const full = await add(part(priced, m2!.id, 3));
      expect(full.statusCode).toBe(200);
      const line = lineOf(full.json(), priced.articleNumber, m2!.id);
      expect(line.ArticleCount).toBe(3);
      // Both lines carry the server's price and description, whatever the body held.
      expect(line.Article).toEqual(lineOf(full.json(), priced.articleNumber, m1!.id).Article);
      await emptyCart();
    });

    it("another organisation's or an unknown machine answers 403, an unknown article 404; nothing changes", async () => {
      await fill();
      const before = await allLines();
      for (const machineId of [fjordMachine, 999999]) {
        const res = await add(part(priced, machineId, 1));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ Message: ACCESS_MESSAGES.notYourMachine(machineId) });
      }
      const unknown = await add(part({ ...priced, articleNumber: 'NO-SUCH-1' }, nordicMachines[0]!.id, 1));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ Message: CART_MESSAGES.noSuchArticle('NO-SUCH-1') });
      expect((await add(part(priced, nordicMachines[0]!.id, 1), partner)).statusCode).toBe(403);
      expect(await allLines()).toEqual(before);
    });

    it('a user acting for another organisation has a separate cart there', async () => {
      const switched = await t.switchOrganisation(moderator, ids.bergen);
      expect((await cart(switched)).json()).toMatchObject({ CartId: null, Groups: [] });
      // A Nordic machine is not Bergen's.
      expect((await add(part(priced, nordicMachines[0]!.id, 1), switched)).statusCode).toBe(403);
    });
  });

  describe('PATCH /api2/customer/shoppingcart/detail/{id}/count/{count}', () => {
    it('sets the count of a line and answers the cart', async () => {
      await fill();
      const line = lineOf((await cart()).json(), listed.articleNumber, nordicMachines[0]!.id);
      const res = await setCount(line.Id, 7);
      expect(res.statusCode).toBe(200);
      expect(lineOf(res.json(), listed.articleNumber, nordicMachines[0]!.id).ArticleCount).toBe(7);
      expect(
        (await setCount(line.Id, 1)).json().Groups[0].Items.find((i: { Id: number }) => i.Id === line.Id)
          .ArticleCount,
      ).toBe(1);
    });

    it('given count 0, a negative, a fraction, text or more than the limit, answers 400; nothing changes', async () => {
      await fill();
      const line = lineOf((await cart()).json(), listed.articleNumber, nordicMachines[0]!.id);
      const before = await allLines();
      for (const value of ['0', '-1', '1.5', 'abc', String(MAX_LINE_COUNT + 1)]) {
        const res = await setCount(line.Id, value);
        expect(res.statusCode, value).toBe(400);
        expect(res.json().Message, value).toBe('Count must be a whole number from 1 to 9,999.');
      }
      expect(await allLines()).toEqual(before);
    });

    it("another user's, another organisation's or an unknown line answers 404; nothing changes", async () => {
      const mine = lineOf(await fill(), listed.articleNumber, nordicMachines[0]!.id);
      const fjordLine = (await fillFjord()).Groups[0]!.Items[0]!.Id;
      const before = await allLines();
      // The operator works for the same organisation, but the cart is the moderator's.
      for (const [id, token] of [
        [mine.Id, operator],
        [mine.Id, fjordUser],
        [fjordLine, moderator],
        [999999, moderator],
      ] as const) {
        const res = await setCount(id, 5, token);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ Message: CART_MESSAGES.noSuchLine(id) });
      }
      expect((await setCount(mine.Id, 5, partner)).statusCode).toBe(403);
      expect(await allLines()).toEqual(before);
    });
  });

  describe('DELETE /api2/customer/shoppingcart/detail/{id}', () => {
    it("another user's or organisation's line answers 404 and stays", async () => {
      const mine = lineOf(await fill(), listed.articleNumber, nordicMachines[0]!.id);
      const before = await allLines();
      for (const token of [operator, fjordUser]) {
        const res = await remove(mine.Id, token);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ Message: CART_MESSAGES.noSuchLine(mine.Id) });
      }
      expect((await remove(999999)).statusCode).toBe(404);
      expect((await remove(mine.Id, partner)).statusCode).toBe(403);
      expect(await allLines()).toEqual(before);
    });

    it('removes the line and answers the rest of the cart', async () => {
      const before = await fill();
      const line = lineOf(before, listed.articleNumber, nordicMachines[0]!.id);
      const res = await remove(line.Id);
      expect(res.statusCode).toBe(200);
      const after: ShoppingCart = res.json();
      expect(after.Groups.flatMap((g) => g.Items.map((i) => i.Id))).not.toContain(line.Id);
      expect(after.Groups.flatMap((g) => g.Items)).toHaveLength(
        before.Groups.flatMap((g) => g.Items).length - 1,
      );
      expect(after.TotalAmount).toBeCloseTo(before.TotalAmount - line.ArticleCount * line.ArticlePrice!, 2);
      expect((await remove(line.Id)).statusCode).toBe(404);
    });
  });

  describe('POST /api2/customer/shoppingcart/checkout', () => {
    it('turns the cart into a part order with a machine job per group and its lines; the cart is then empty', async () => {
      const filled = await fill();
      const openBefore = (await t.request({ url: '/api2/customer/jobs/openCount', token: moderator })).json();
      const res = await checkout({ Id: filled.CartId, Comment: '  Please deliver to the back door. ' });
      expect(res.statusCode).toBe(201);
      const { Id } = res.json();
      expect((await cart()).json()).toEqual({ CartId: null, Groups: [], TotalAmount: 0, Currency: 'NOK' });
      const job: CustomerJob = (
        await t.request({ url: `/api2/customer/jobs/${Id}`, token: moderator })
      ).json();
      expect(job).toMatchObject({
        Id,
        OrderId: null,
        JobTypeId: 3,
        StatusId: 10,
        CustomerComment: 'Please deliver to the back door.',
        DeliveryAdressCity: 'Oslo',
      });
      expect(job.InverseParent.map((s) => s.Machine.Id)).toEqual(filled.Groups.map((g) => g.Machine.Id));
      // The lines became order lines of their machine jobs; each machine job carries its parts value.
      for (const [i, group] of filled.Groups.entries()) {
        const machineJob = job.InverseParent[i]!.Id;
        const lines = await t.db
          .select()
          .from(orderLines)
          .where(eq(orderLines.machineJobId, machineJob))
          .orderBy(asc(orderLines.id));
        expect(lines.map((l) => [l.articleNumber, l.articleCount, l.createdBy])).toEqual(
          group.Items.map((item) => [item.Article.ArticleNumber, item.ArticleCount, userId.moderator]),
        );
        const [row] = await t.db.select().from(jobs).where(eq(jobs.id, machineJob));
        const value = group.Items.reduce((sum, item) => sum + item.ArticleCount * item.ArticlePrice!, 0);
        expect(Number(row!.partsAmount)).toBeCloseTo(value, 2);
        expect(row).toMatchObject({
          jobTypeId: 3,
          statusId: 10,
          customerId: ids.nordic,
          createdByUserId: userId.moderator,
        });
      }
      const [sent] = await t.db.select().from(carts).where(eq(carts.id, filled.CartId!));
      expect(sent).toMatchObject({ orderJobId: Id, checkedOutAt: expect.any(Date) });
      const openAfter = (await t.request({ url: '/api2/customer/jobs/openCount', token: moderator })).json();
      expect(openAfter.ActivePartJobsCount).toBe(openBefore.ActivePartJobsCount + 1);
      // The sent cart cannot be sent again; the next add starts a new cart.
      const again = await checkout({ Id: filled.CartId, Comment: null });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ Message: CART_MESSAGES.alreadySent(filled.CartId!) });
      const next: ShoppingCart = (await add(part(listed, nordicMachines[0]!.id, 1))).json();
      expect(next.CartId).not.toBe(filled.CartId);
    });

    it('an empty cart answers 400 and creates nothing', async () => {
      // A cart whose lines were all deleted.
      await fill();
      await emptyCart();
      const [open] = await t.db
        .select()
        .from(carts)
        .where(
          and(
            eq(carts.userId, userId.moderator),
            eq(carts.customerId, ids.nordic),
            isNull(carts.checkedOutAt),
          ),
        );
      const before = await jobCount();
      const res = await checkout({ Id: open!.id, Comment: null });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: CART_MESSAGES.empty });
      expect(await jobCount()).toBe(before);
    });

    it("another user's, another organisation's or an unknown cart answers 403; both carts stay as they are", async () => {
      const mine = await fill();
      const fjordCart = await fillFjord();
      const lines = await allLines();
      const before = await jobCount();
      for (const [cartId, token] of [
        [mine.CartId!, operator],
        [mine.CartId!, fjordUser],
        [fjordCart.CartId!, moderator],
        [999999, moderator],
      ] as const) {
        const res = await checkout({ Id: cartId, Comment: null }, token);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ Message: CART_MESSAGES.notYourCart(cartId) });
      }
      expect((await checkout({ Id: mine.CartId, Comment: null }, partner)).statusCode).toBe(403);
      expect(await jobCount()).toBe(before);
      expect(await allLines()).toEqual(lines);
      expect((await cart()).json()).toEqual(mine);
    });

    it('given bad input, answers 400 and changes nothing', async () => {
      const mine = await fill();
      const before = await jobCount();
      for (const payload of [
        {},
        { Id: 'x', Comment: null },
        { Id: mine.CartId },
        { Id: mine.CartId, Comment: 'nul\u0000' },
      ]) {
        const res = await checkout(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().Message).toEqual(expect.any(String));
      }
      expect(await jobCount()).toBe(before);
      expect((await cart()).json()).toEqual(mine);
    });

    it('is all or nothing: a failure while writing the order lines leaves the cart intact and no job', async () => {
      const mine = await fill();
      expect(mine.Groups.length).toBeGreaterThan(1);
      const lines = await allLines();
      const before = await jobCount();
      // A trigger makes the database refuse the order lines of the second group's machine job, after
      // the job, the first machine job and its lines were written.
      const second = mine.Groups[1]!.Machine.Id;
      await t.db.execute(
        sql.raw(`create or replace function eqp_test_refuse_lines() returns trigger language plpgsql as $$
          begin
            if (select machine_id from jobs where id = new.machine_job_id) = ${second} then
              raise exception 'refused by the test';
            end if;
            return new;
          end $$`),
      );
      await t.db.execute(
        sql.raw(
          'create trigger eqp_test_refuse_lines before insert on order_lines for each row execute function eqp_test_refuse_lines()',
        ),
      );
      try {
        // A database fault is the one answer outside the contract (which declares no 500).
        const res = await t.request({
          method: 'POST',
          url: '/api2/customer/shoppingcart/checkout',
          token: moderator,
          payload: { Id: mine.CartId, Comment: 'boom' },
          unchecked: true,
        });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ Message: 'Internal server error' });
      } finally {
        await t.db.execute(sql.raw('drop trigger eqp_test_refuse_lines on order_lines'));
        await t.db.execute(sql.raw('drop function eqp_test_refuse_lines()'));
      }
      expect(await jobCount()).toBe(before);
      expect(await allLines()).toEqual(lines);
      const [row] = await t.db.select().from(carts).where(eq(carts.id, mine.CartId!));
      expect(row).toMatchObject({ checkedOutAt: null, orderJobId: null });
      expect((await cart()).json()).toEqual(mine);
    });

    it('a double submit with the same Idempotency-Key creates one order; the same key for another cart is 409', async () => {
      const mine = await fill();
      const before = await jobCount();
      const headers = { 'idempotency-key': 'checkout-double-1' };
      const first = await checkout({ Id: mine.CartId, Comment: 'Once' }, moderator, headers);
      const second = await checkout({ Id: mine.CartId, Comment: 'Once' }, moderator, headers);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      // One job with one machine job per group.
      expect(await jobCount()).toBe(before + 1 + mine.Groups.length);
      // Without the key the repeat is the plain "already sent".
      expect((await checkout({ Id: mine.CartId, Comment: 'Once' })).statusCode).toBe(409);
      const next: ShoppingCart = (await add(part(listed, nordicMachines[0]!.id, 1))).json();
      const reused = await checkout({ Id: next.CartId, Comment: 'Once' }, moderator, headers);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({ Message: IDEMPOTENCY_MESSAGES.otherBody });
      expect((await cart()).json()).toEqual(next);
    });

    it('two concurrent checkouts of one cart create one order', async () => {
      const mine = await fill();
      const before = await jobCount();
      const results = await Promise.all([
        checkout({ Id: mine.CartId, Comment: null }),
        checkout({ Id: mine.CartId, Comment: null }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await jobCount()).toBe(before + 1 + mine.Groups.length);
    });
  });
});
