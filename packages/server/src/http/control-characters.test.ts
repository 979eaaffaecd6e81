import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, jobs } from '../db/schema.js';
import { jobRows, makeJob } from '../test/partner-jobs.js';
import { basic, createTestContext, FORM, type TestContext } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import { multipart, SAMPLE_FILES } from '../test/multipart.js';
import { findControlCharacter } from './control-characters.js';
import { controlCharacterMessage } from './validation-messages.js';

/** The answer naming the field (`part`: where it was, for the reader of the test). */
const refused = (_part: string, field: string) => ({ Message: controlCharacterMessage(field) });

describe('findControlCharacter', () => {
  it('given nested bodies, names the first string with a control character, keys included', () => {
    expect(findControlCharacter({ a: 'fine', b: [{ c: 'x\u0000' }] }, true)).toEqual(['b', '0', 'c']);
    expect(findControlCharacter({ ['k\u0007']: 'fine' }, true)).toEqual(['k\u0007']);
    expect(findControlCharacter({ a: 1, b: null, c: true, d: 'line\r\nbreak\tand tab' }, true)).toBeNull();
    expect(findControlCharacter('line\nbreak', false)).toEqual([]);
    // C1 and DEL count too.
    expect(findControlCharacter(['\u0085'], true)).toEqual(['0']);
    expect(findControlCharacter(['\u007f'], true)).toEqual(['0']);
    expect(findControlCharacter(['\u00a0 é ✓'], false)).toBeNull();
  });

  it('given a body nested deeper than the stack would allow, walks it without recursion', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findControlCharacter(deep, true)).toHaveLength(100_000);
  });
});

describe.each(testDatabases())('control characters in requests ($name)', (kind) => {
  let t: TestContext;
  let customer: string;
  let tech: string;
  beforeAll(async () => {
    t = await createTestContext(kind);
    customer = (await t.login('moderator@demo.test')).access_token;
    tech = (await t.login('tech@demo.test')).access_token;
  });
  afterAll(() => t.close());

  // The calls that answered 500 before: PostgreSQL cannot hold NUL in text.
  it.each([
    ['GET', '/api2/partner/authentication?code=a%00b', undefined, 'query parameter', 'Code'],
    ['GET', '/api2/customer/jobs/filtered?Search=a%00b', 'customer', 'query parameter', 'Search'],
    ['GET', '/api2/Customer/User/SearchCustomerUsers?Search=a%00b', 'customer', 'query parameter', 'Search'],
    ['GET', '/api2/partner/jobs/code?code=a%00b', 'partner', 'query parameter', 'Code'],
    ['GET', '/api2/partner/Article/Search?searchword=a%00b', 'partner', 'query parameter', 'Searchword'],
    ['GET', '/api2/Partner/jobs/offlinereport/a%00b', undefined, 'path parameter', 'Code'],
    ['GET', '/api2/Partner/jobs/offlinereport/a%00b', 'partner', 'path parameter', 'Code'],
    ['GET', '/api2/public/machine/a%00b', undefined, 'path parameter', 'QR code'],
  ] as const)('given NUL in %s %s, answers 400 naming the field', async (method, url, who, part, field) => {
    const token = who === 'customer' ? customer : who === 'partner' ? tech : undefined;
    const res = await t.request({ method, url, token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused(part, field));
  });

  it('given NUL in a body string of the cart, answers 400 and adds nothing', async () => {
    const cart = async () => (await t.request({ url: '/api2/customer/shoppingcart', token: customer })).body;
    const before = await cart();
    const res = await t.request({
      method: 'POST',
      url: '/api2/customer/shoppingcart',
      token: customer,
      payload: { ArticleNumber: 'A\u0000', MachineId: 1, Quantity: 1 },
    });
    expect(res.json()).toEqual(refused('body field', 'Article number'));
    expect(await cart()).toBe(before);
  });

  it('given a control character deep in a new job, answers 400 with its path and writes no job', async () => {
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]!.n;
    const before = await count();
    const res = await t.request({
      method: 'POST',
      url: '/api2/customer/jobs',
      token: customer,
      payload: {
        Machines: [
          { Id: 1, CustomerText: 'fine' },
          { Id: 2, CustomerText: 'bell\u0007' },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('body field', 'Customer text (Machines, item 2)'));
    expect(await count()).toBe(before);
  });

  it('given a control character in a body key, names the key with the character escaped', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api2/Accounts/RecoverPassword',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"user@demo.test","bad\\u0000key":1}',
    });
    expect(res.json()).toEqual(refused('body field', 'The field name "bad\\u0000key"'));
  });

  it('given line breaks and tabs in a comment, stores them; a C1 character is refused', async () => {
    const job = await makeJob(t.db, 30);
    const id = job.machineJobIds[0]!;
    const setComment = (TechnicianComment: string) =>
      t.request({
        method: 'PATCH',
        url: `/api2/partner/jobs/${id}/setComment`,
        token: tech,
        payload: { TechnicianComment },
      });
    const text = 'Replaced the seal.\r\nChecked:\tdoor, fan';
    const saved = await setComment(text);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ TechnicianComment: text });
    const res = await setComment('next line\u0085');
    expect(res.json()).toEqual(refused('body field', 'Technician comment'));
    expect((await jobRows(t.db, job.jobId)).find((r) => r.id === id)?.technicianComment).toBe(text);
  });

  it('given a tab or line feed in a query value or a control character in a query key, answers 400', async () => {
    const search = (query: string) =>
      t.request({ url: `/api2/customer/jobs/filtered?${query}`, token: customer });
    expect((await search('Search=a%09b')).json()).toEqual(refused('query parameter', 'Search'));
    expect((await search('Search=a%0Ab')).json()).toEqual(refused('query parameter', 'Search'));
    expect((await search('x%01=1')).json()).toEqual(refused('query parameter', 'The field name "x\\u0001"'));
    expect((await search('Search=caf%C3%A9')).statusCode).toBe(200);
  });

  it('given a control character in a form field of the sign-in, answers 400 before the password check; so does one in the user name', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api2/token',
      headers: { ...FORM, authorization: basic('moderator@demo.test', 'wrong') },
      payload: 'grant_type=client_credentials&scope=ServiceProvider.Customer%00',
    });
    expect(res.json()).toEqual(refused('body field', 'Scope'));
    // The user name of the Basic header never reaches the failure budgets or the user look-up.
    const nul = await t.request({
      method: 'POST',
      url: '/api2/token',
      headers: { ...FORM, authorization: basic('moderator@demo.test\u0000', 'Demo1234!') },
      payload: 'grant_type=client_credentials&scope=ServiceProvider.Customer',
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      Message: 'The Authorization header must be "Basic base64(username:password)"',
    });
  });

  it('given a C1 character in the Idempotency-Key header, answers 400 naming the header', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api2/customer/jobs',
      token: customer,
      headers: { 'idempotency-key': 'key\u0085' },
      payload: { Machines: [{ Id: 1, CustomerText: 'fine' }] },
    });
    expect(res.json()).toEqual(refused('header', 'Idempotency-Key'));
  });

  it('given a control character in a multipart text field, answers 400 and stores no file', async () => {
    const job = await makeJob(t.db, 30);
    const upload = (fields: Record<string, string>) => {
      const body = multipart(
        [{ filename: 'photo.png', contentType: 'image/png', bytes: SAMPLE_FILES.png }],
        fields,
      );
      return t.request({
        method: 'POST',
        url: `/api2/partner/jobs/${job.jobId}/Attachments`,
        token: tech,
        headers: body.headers,
        payload: body.payload,
      });
    };
    const res = await upload({ Note: 'a\u0000b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('multipart field', 'Note'));
    expect(await t.db.select().from(attachments).where(eq(attachments.jobId, job.jobId))).toEqual([]);
    // Line breaks are text; the upload goes through.
    expect((await upload({ Note: 'two\r\nlines' })).statusCode).toBe(201);
  });
});
