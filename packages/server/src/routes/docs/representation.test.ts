import { describe, expect, it } from 'vitest';
import { acceptQuality, etagOf, matchesEtag, once, represent } from './representation.js';

describe('acceptQuality', () => {
  it.each([
    [undefined, 'br', 0],
    ['', 'gzip', 0],
    ['gzip, deflate, br', 'br', 1],
    ['gzip, deflate, br', 'gzip', 1],
    ['br;q=0, gzip', 'br', 0],
    ['BR;Q=0.5', 'br', 0.5],
    ['*', 'gzip', 1],
    ['*;q=0.2, gzip;q=0', 'gzip', 0],
    ['identity', 'br', 0],
  ] as const)('given Accept-Encoding %j, %s has quality %d', (header, coding, quality) => {
    expect(acceptQuality(header, coding)).toBe(quality);
  });
});

describe('matchesEtag', () => {
  const etag = etagOf('contract');

  it('matches the tag, its strong form, a list holding it and *', () => {
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(etag.replace(/^W\//, ''), etag)).toBe(true);
    expect(matchesEtag(`"a", ${etag} , "b"`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
  });

  it('does not match nothing or another tag', () => {
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag('', etag)).toBe(false);
    expect(matchesEtag(etagOf('another contract'), etag)).toBe(false);
  });
});

describe('represent', () => {
  it('keeps a compressed form only when it is smaller', async () => {
    const text = Buffer.from('All the machines of the organisation. '.repeat(100));
    const big = await represent(text);
    expect(big.br!.length).toBeLessThan(text.length);
    expect(big.gzip!.length).toBeLessThan(text.length);
    const tiny = await represent(Buffer.from('{}'));
    expect(tiny.br).toBeUndefined();
    expect(tiny.gzip).toBeUndefined();
    expect(tiny.etag).toBe(etagOf(Buffer.from('{}')));
  });
});

describe('once', () => {
  it('makes the value once for every caller, and tries again after a failure', async () => {
    let calls = 0;
    const failing = once(async () => {
      calls += 1;
      if (calls === 1) throw new Error('not yet');
      return calls;
    });
    await expect(failing()).rejects.toThrow('not yet');
    const [a, b] = await Promise.all([failing(), failing()]);
    expect([a, b, calls]).toEqual([2, 2, 2]);
    expect(await failing()).toBe(2);
  });
});
