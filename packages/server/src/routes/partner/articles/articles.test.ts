import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@eqp/contract';
import { articles } from '../../../db/schema.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { ARTICLE_LIMIT } from './queries.js';

type Article = components['schemas']['Article'];

describe.each(testDatabases())('partner articles ($name)', (kind) => {
  let t: TestContext;
  let tech: string;
  let tech2: string;
  let noCompany: string;
  let customer: string;
  /** The demo warehouse 1 (Service Partner AS), by article number. */
  let warehouse: Article[];

  beforeAll(async () => {
    t = await createTestContext(kind);
    tech = (await t.login('tech@demo.test')).access_token;
    tech2 = (await t.login('tech2@otherpartner.test')).access_token;
    noCompany = (await t.login('nocompany@demo.test')).access_token;
    customer = (await t.login('moderator@demo.test')).access_token;
    warehouse = await t.db
      .select({
        ArticleNumber: articles.articleNumber,
        ArticleDescription: articles.description,
        ArticleType: articles.articleType,
      })
      .from(articles)
      .where(eq(articles.warehouseId, 1))
      .orderBy(asc(articles.articleNumber));
  });
  afterAll(async () => t?.close());

  const search = (word: string, token = tech) =>
    t.request({ url: `/api2/partner/Article/Search?searchword=${encodeURIComponent(word)}`, token });

  describe('GET /api2/partner/Article', () => {
    it("answers every article of the company's warehouse by number, none from elsewhere", async () => {
      const res = await t.request({ url: '/api2/partner/Article', token: tech });
      expect(res.statusCode).toBe(200);
      expect(warehouse.length).toBeGreaterThan(10);
      expect(res.json()).toEqual(warehouse);
      // Stocked by no warehouse (demo data).
      expect(res.json<Article[]>().map((a) => a.ArticleNumber)).not.toContain('CO-1007');
    });

    it(`answers at most ${ARTICLE_LIMIT} articles, the first by number; the search finds the others`, async () => {
      await t.db.insert(articles).values(
        Array.from({ length: ARTICLE_LIMIT + 5 }, (_, i) => ({
          articleNumber: `ZZ-${String(i).padStart(4, '0')}`,
          description: `Spare bolt ${i}`,
          warehouseId: 1,
        })),
      );
      const all = (await t.request({ url: '/api2/partner/Article', token: tech })).json<Article[]>();
      expect(all).toHaveLength(ARTICLE_LIMIT);
      expect(all).toEqual([...warehouse, ...all.slice(warehouse.length)].slice(0, ARTICLE_LIMIT));
      const found = (await search('spare bolt')).json<Article[]>();
      expect(found).toHaveLength(ARTICLE_LIMIT);
      expect((await search('ZZ-0104')).json<Article[]>().map((a) => a.ArticleNumber)).toEqual(['ZZ-0104']);
    });

    it('is empty for a company without a warehouse and for a user without a company', async () => {
      for (const token of [tech2, noCompany]) {
        const res = await t.request({ url: '/api2/partner/Article', token });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([]);
      }
    });

    it('a customer token is 403', async () => {
      expect((await t.request({ url: '/api2/partner/Article', token: customer })).statusCode).toBe(403);
    });
  });

  describe('GET /api2/partner/Article/Search', () => {
    it('finds text in the description, case-insensitively', async () => {
      const res = await search('DOOR');
      expect(res.statusCode).toBe(200);
      const expected = warehouse.filter((a) => a.ArticleDescription?.toLowerCase().includes('door'));
      expect(expected.length).toBeGreaterThan(0);
      expect(res.json()).toEqual(expected);
    });

    it('finds text in the article number, case-insensitively', async () => {
      const res = await search('gn-90');
      expect(res.json<Article[]>().map((a) => a.ArticleNumber)).toEqual(
        warehouse.filter((a) => a.ArticleNumber.startsWith('GN-90')).map((a) => a.ArticleNumber),
      );
    });

    it('takes %, _ and \\ literally', async () => {
      for (const word of ['%%%', '___', '\\\\\\']) expect((await search(word)).json()).toEqual([]);
    });

    it('answers the full list when fewer than 3 characters are left after trimming', async () => {
      const res = await search('  do  ');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(warehouse);
    });

    it('refuses fewer than 3 characters with 400 (the contract), a missing word too', async () => {
      const res = await search('do');
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe('Searchword must be at least 3 characters.');
      expect((await t.request({ url: '/api2/partner/Article/Search', token: tech })).statusCode).toBe(400);
    });

    it('an article not in the warehouse is never found', async () => {
      expect((await search('CO-1007')).json()).toEqual([]);
    });

    it('is empty without a warehouse; a customer token is 403', async () => {
      expect((await search('door', tech2)).json()).toEqual([]);
      expect((await search('door', customer)).statusCode).toBe(403);
    });
  });
});
