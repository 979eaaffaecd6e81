import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineModels, machines } from '../../../db/schema.js';
import { buildCataloguePlan, buildSeedPlan } from '../../../seed/index.js';
import { createTestContext, TEST_BASE_DATE, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { ACCESS_MESSAGES } from '../access.js';
import { PART_MESSAGES } from './index.js';
import type { Part } from './queries.js';

const plan = buildSeedPlan(TEST_BASE_DATE);
const catalogue = buildCataloguePlan(plan);
const article = (number: string) => catalogue.articles.find((a) => a.articleNumber === number)!;
const customerPrice = (customerKey: string, number: string) =>
  catalogue.customerPrices.find((p) => p.customerKey === customerKey && p.articleNumber === number)?.price;

/** The contract's maxLength of an article number (64) answers before the handler. */
const TOO_LONG_ARTICLE_NUMBER = 'Article number can be at most 64 characters.';

describe.each(testDatabases())('customer parts ($name)', (kind) => {
  let t: TestContext;
  let moderator: string;
  let user: string;
  let bergen: string;
  let partner: string;
  let machineId: Map<string, number>;
  let modelId: Map<string, number>;
  const showcase = catalogue.showcase.machineKey;
  const showcaseModel = plan.machines.find((m) => m.key === showcase)!.modelKey!;
  const fjordKey = plan.machines.find((m) => m.customerKey === 'fjord')!.key;
  /** Articles with and without a price of the first organisation; one only Bergen has a price for. */
  const priced = catalogue.customerPrices.find((p) => p.customerKey === 'nordic')!.articleNumber;
  const unpriced = catalogue.articles.find((a) => customerPrice('nordic', a.articleNumber) === undefined)!;
  const bergenOnly = catalogue.customerPrices.find(
    (p) => p.customerKey === 'bergen' && customerPrice('nordic', p.articleNumber) === undefined,
  )!;

  beforeAll(async () => {
    t = await createTestContext(kind);
    moderator = (await t.login('moderator@demo.test')).access_token;
    user = (await t.login('user@demo.test')).access_token;
    partner = (await t.login('tech@demo.test')).access_token;
    const info = (await t.request({ url: '/api2/customer/userinfo', token: moderator })).json();
    const bergenId = info.ImpersonationOptions.find(
      (o: { Name: string }) => o.Name === 'Nordic Foods Bergen AS',
    ).Id;
    bergen = await t.switchOrganisation(moderator, bergenId);
    const rows = await t.db.select({ id: machines.id, qrcode: machines.qrcode }).from(machines);
    machineId = new Map(plan.machines.map((m) => [m.key, rows.find((r) => r.qrcode === m.qrcode)!.id]));
    const models = await t.db.select({ id: machineModels.id, name: machineModels.name }).from(machineModels);
    modelId = new Map(plan.models.map((m) => [m.key, models.find((r) => r.name === m.name)!.id]));
  });
  afterAll(async () => t?.close());

  describe('GET /api2/customer/article/part/{articleNumber}', () => {
    const url = (number: string) => `/api2/customer/article/part/${encodeURIComponent(number)}`;

    it('answers the part with its list price, image and the organisation price', async () => {
      const res = await t.request({ url: url(priced), token: moderator });
      expect(res.statusCode).toBe(200);
      const a = article(priced);
      expect(res.json()).toEqual({
        ArticleNumber: priced,
        ArticleDescription: a.description,
        ArticleDescriptionLong: a.descriptionLong,
        ArticlePrice: a.price,
        ArticleImage: a.image,
        Quantity: null,
        MachineId: null,
        CustomerArticlePrice: customerPrice('nordic', priced) ?? null,
        HasCustomerPrice: true,
      } satisfies Part);
    });

    it('a part without an organisation price has HasCustomerPrice false', async () => {
      const res = await t.request({ url: url(unpriced.articleNumber), token: moderator });
      expect(res.json()).toMatchObject({
        ArticlePrice: unpriced.price,
        CustomerArticlePrice: null,
        HasCustomerPrice: false,
      });
    });

    it("never answers another organisation's price", async () => {
      const mine = await t.request({ url: url(bergenOnly.articleNumber), token: bergen });
      expect(mine.json()).toMatchObject({ CustomerArticlePrice: bergenOnly.price, HasCustomerPrice: true });
      const theirs = await t.request({ url: url(bergenOnly.articleNumber), token: moderator });
      expect(theirs.json()).toMatchObject({ CustomerArticlePrice: null, HasCustomerPrice: false });
    });

    it('withholds every price from an organisation that does not see prices', async () => {
      const fjordPriced = catalogue.customerPrices.find((p) => p.customerKey === 'fjord')!.articleNumber;
      const res = await t.request({ url: url(fjordPriced), token: user });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        ArticlePrice: null,
        CustomerArticlePrice: null,
        HasCustomerPrice: false,
      });
    });

    it('answers 404 for an unknown article, 403 to a partner, 401 without a token', async () => {
      const unknown = await t.request({ url: url('NO-SUCH'), token: moderator });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().Message).toBe(PART_MESSAGES.noSuchArticle('NO-SUCH'));
      expect((await t.request({ url: url(priced), token: partner })).statusCode).toBe(403);
      expect((await t.request({ url: url(priced) })).statusCode).toBe(401);
    });

    it('answers 400 for an article number that is too long or has control characters', async () => {
      const long = await t.request({ url: url('A'.repeat(65)), token: moderator });
      expect(long.statusCode).toBe(400);
      expect(long.json().Message).toBe(TOO_LONG_ARTICLE_NUMBER);
      for (const number of ['CO-1001\n', 'CO\u00001001']) {
        const res = await t.request({ url: url(number), token: moderator });
        expect(res.statusCode, JSON.stringify(number)).toBe(400);
        expect(res.json().Message).toBe(
          'Article number contains a control character (an invisible character such as NUL), which is not allowed.',
        );
      }
    });
  });

  describe('GET /api2/customer/parts/{machineModelId}', () => {
    it("answers the model's parts in drawing order with quantities and prices", async () => {
      const res = await t.request({
        url: `/api2/customer/parts/${modelId.get(showcaseModel)}`,
        token: moderator,
      });
      expect(res.statusCode).toBe(200);
      const parts: Part[] = res.json();
      const planned = catalogue.modelParts.filter((p) => p.modelKey === showcaseModel);
      expect(parts.map((p) => p.ArticleNumber)).toEqual(planned.map((p) => p.articleNumber));
      expect(parts.map((p) => p.Quantity)).toEqual(planned.map((p) => p.quantity));
      for (const part of parts) {
        expect(part.ArticlePrice).toBe(article(part.ArticleNumber).price);
        expect(part.CustomerArticlePrice).toBe(customerPrice('nordic', part.ArticleNumber) ?? null);
        expect(part.HasCustomerPrice).toBe(customerPrice('nordic', part.ArticleNumber) !== undefined);
      }
      // Both cases show in the demo data.
      expect(parts.some((p) => p.HasCustomerPrice)).toBe(true);
      expect(parts.some((p) => !p.HasCustomerPrice)).toBe(true);
    });

    it('answers 403 for a model the organisation has no machine of, 404 for an unknown model', async () => {
      const nordicModels = new Set(
        plan.machines.filter((m) => m.customerKey === 'nordic').map((m) => m.modelKey),
      );
      const fjordModels = new Set(
        plan.machines.filter((m) => m.customerKey === 'fjord').map((m) => m.modelKey),
      );
      const foreign = plan.models.find((m) => !fjordModels.has(m.key) && nordicModels.has(m.key))!;
      const res = await t.request({ url: `/api2/customer/parts/${modelId.get(foreign.key)}`, token: user });
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(PART_MESSAGES.notYourModel(modelId.get(foreign.key)!));
      const unknown = await t.request({ url: '/api2/customer/parts/999999', token: moderator });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().Message).toBe(PART_MESSAGES.noSuchModel(999999));
    });

    it('answers 403 to a partner, 401 without a token, 400 for a bad id', async () => {
      const url = `/api2/customer/parts/${modelId.get(showcaseModel)}`;
      expect((await t.request({ url, token: partner })).statusCode).toBe(403);
      expect((await t.request({ url })).statusCode).toBe(401);
      const bad = await t.request({ url: '/api2/customer/parts/abc', token: moderator });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().Message).toMatch(/^Machine model ID must be a whole number/);
    });
  });

  describe('GET /api2/customer/article/{articleNumber}/price-for-machine/{machineId}', () => {
    const url = (number: string, machine: number) =>
      `/api2/customer/article/${encodeURIComponent(number)}/price-for-machine/${machine}`;

    it("answers the organisation's price for one of its machines", async () => {
      const res = await t.request({ url: url(priced, machineId.get(showcase)!), token: moderator });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ArticleNumber: priced,
        MachineId: machineId.get(showcase),
        CustomerArticlePrice: customerPrice('nordic', priced),
        HasCustomerPrice: true,
      });
    });

    it('a miss answers 200 with HasCustomerPrice false (the part is marked no customer price)', async () => {
      const res = await t.request({
        url: url(unpriced.articleNumber, machineId.get(showcase)!),
        token: moderator,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ CustomerArticlePrice: null, HasCustomerPrice: false });
    });

    it("answers 403 for another organisation's machine, 404 for an unknown machine or article", async () => {
      const other = await t.request({ url: url(priced, machineId.get(fjordKey)!), token: moderator });
      expect(other.statusCode).toBe(403);
      expect(other.json().Message).toBe(ACCESS_MESSAGES.notYourMachine(machineId.get(fjordKey)!));
      expect((await t.request({ url: url(priced, 999999), token: moderator })).statusCode).toBe(404);
      const unknown = await t.request({ url: url('NO-SUCH', machineId.get(showcase)!), token: moderator });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().Message).toBe(PART_MESSAGES.noSuchArticle('NO-SUCH'));
    });

    it('answers 403 to a partner, 401 without a token, 400 for a bad machine id', async () => {
      expect(
        (await t.request({ url: url(priced, machineId.get(showcase)!), token: partner })).statusCode,
      ).toBe(403);
      expect((await t.request({ url: url(priced, machineId.get(showcase)!) })).statusCode).toBe(401);
      const bad = await t.request({
        url: `/api2/customer/article/${priced}/price-for-machine/abc`,
        token: moderator,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().Message).toMatch(/^Machine ID must be a whole number/);
      const badNumber = await t.request({
        url: url('A'.repeat(65), machineId.get(showcase)!),
        token: moderator,
      });
      expect(badNumber.statusCode).toBe(400);
      expect(badNumber.json().Message).toBe(TOO_LONG_ARTICLE_NUMBER);
    });
  });
});
