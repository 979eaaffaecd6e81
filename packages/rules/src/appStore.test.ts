import { describe, expect, it } from 'vitest';
import { parseAppStoreLinks } from './appStore';

describe('app-store links (spec §2: pipe-separated, first Apple, second Google)', () => {
  it('reads the first entry as Apple and the second as Google, trimmed', () => {
    expect(parseAppStoreLinks(' https://apps.apple.com/x | https://play.google.com/y ')).toEqual({
      apple: 'https://apps.apple.com/x',
      google: 'https://play.google.com/y',
    });
  });

  it('ignores empty entries but keeps the positions', () => {
    expect(parseAppStoreLinks('|https://play.google.com/y')).toEqual({ google: 'https://play.google.com/y' });
    expect(parseAppStoreLinks('https://apps.apple.com/x')).toEqual({ apple: 'https://apps.apple.com/x' });
  });

  it('given nothing, has no links', () => {
    expect(parseAppStoreLinks(null)).toEqual({});
    expect(parseAppStoreLinks(' | ')).toEqual({});
  });
});
