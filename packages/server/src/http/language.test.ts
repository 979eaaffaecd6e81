import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@eqp/contract';
import { createTestContext, type TestContext } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import { requestLanguage } from './language.js';

type Schemas = components['schemas'];

describe('requestLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['no', 'no'],
    ['nb-NO,nb;q=0.9,en;q=0.8', 'no'],
    ['nn', 'no'],
    ['en-GB,nb;q=0.5', 'en'],
    ['de, nb;q=0.7', 'no'],
    ['de', 'en'],
    ['en;q=0.2, no;q=0.9', 'no'],
    ['no;q=0', 'en'],
  ])('Accept-Language %s answers %s', (header, language) => {
    expect(requestLanguage(header)).toBe(language);
  });
});

describe.each(testDatabases())('texts the server owns, in the request language ($name)', (kind) => {
  let t: TestContext;
  let tech: string;
  let customer: string;
  const NO = { 'accept-language': 'nb-NO,nb;q=0.9' };

  beforeAll(async () => {
    t = await createTestContext(kind);
    tech = (await t.login('tech@demo.test')).access_token;
    customer = (await t.login('moderator@demo.test')).access_token;
  });
  afterAll(async () => t?.close());

  it('the welcome and privacy texts are Norwegian for a Norwegian request, English otherwise', async () => {
    const en = (await t.request({ url: '/api2/app/portal' })).json<Schemas['PortalOptions']>();
    const res = await t.request({ url: '/api2/app/portal', headers: NO });
    const no = res.json<Schemas['PortalOptions']>();
    expect(en.WelcomeText).toMatch(/^Welcome to/);
    expect(no.WelcomeText).toMatch(/^Velkommen til/);
    expect(no.PrivacyText).toMatch(/personvern/);
    expect(res.headers.vary).toMatch(/accept-language/i);
  });

  it('job types, countries, counter names and article types of the partner job report are Norwegian', async () => {
    const view = (await t.request({ url: '/api2/partner/jobs/view', token: tech, headers: NO })).json<
      Schemas['PartnerJobsView']
    >();
    const jobs = [...view.Upcoming, ...view.Open, ...view.Finished];
    const jobTypes = new Set(jobs.map((job) => job.JobType?.Name));
    expect(
      [...jobTypes].every((name) => ['Service', 'Reparasjon', 'Deler', 'Installasjon'].includes(name!)),
    ).toBe(true);
    expect(jobTypes.has('Reparasjon') || jobTypes.has('Installasjon')).toBe(true);
    const countries = new Set(jobs.map((job) => job.CustomerDeliveryAdressCountry).filter(Boolean));
    expect([...countries]).toEqual(['Norge']);

    const machineIds = jobs.flatMap((j) => j.InverseParent.map((sub) => sub.Machine.Id));
    expect(machineIds.length).toBeGreaterThan(0);
    const machineId = machineIds[0]!;
    const counters = (
      await t.request({ url: `/api2/partner/machinecounter/${machineId}`, token: tech, headers: NO })
    ).json<Schemas['Counter'][]>();
    const english = (await t.request({ url: `/api2/partner/machinecounter/${machineId}`, token: tech })).json<
      Schemas['Counter'][]
    >();
    expect(counters.length).toBeGreaterThan(0);
    const known: Record<string, string> = {
      'Operating hours': 'Driftstimer',
      'Steam generator hours': 'Dampgeneratortimer',
      'Wash cycles': 'Vaskesykluser',
      'Compressor hours': 'Kompressortimer',
      Brews: 'Bryggninger',
      'Water filter litres': 'Liter gjennom vannfilter',
    };
    expect(counters.map((c) => c.Name)).toEqual(english.map((c) => known[c.Name] ?? c.Name));
    expect(counters.map((c) => c.Id)).toEqual(english.map((c) => c.Id));

    const articles = (
      await t.request({ url: '/api2/partner/Article/Search?searchword=gasket', token: tech, headers: NO })
    ).json<Schemas['Article'][]>();
    const types = new Set(articles.map((a) => a.ArticleType));
    expect(types.has('Reservedel')).toBe(true);
    expect(types.has('Spare part')).toBe(false);
  });

  it('customer jobs name their type in Norwegian, and an English request keeps English', async () => {
    const url = '/api2/customer/jobs/filtered?Page=1';
    const no = (await t.request({ url, token: customer, headers: NO })).json<Schemas['CustomerJobPage']>();
    const en = (await t.request({ url, token: customer })).json<Schemas['CustomerJobPage']>();
    const pairs = new Map(en.Items.map((job, i) => [job.JobTypeName, no.Items[i]!.JobTypeName]));
    expect(pairs.get('Repair') ?? pairs.get('Service')).toBeDefined();
    if (pairs.has('Repair')) expect(pairs.get('Repair')).toBe('Reparasjon');
    if (pairs.has('Parts')) expect(pairs.get('Parts')).toBe('Deler');
  });
});
