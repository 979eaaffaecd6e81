import { describe, expect, it } from 'vitest';
import { corsHint } from './cors';

describe('the CORS hint', () => {
  it('given an API on another origin that gave no answer, names the CORS_ORIGINS setting and the page origin, once', () => {
    const hint = corsHint('https://service.example.com', 'https://shop.example.com');
    expect(hint).toContain('CORS_ORIGINS=https://shop.example.com');
    expect(hint).toContain('https://service.example.com');
    expect(corsHint('https://service.example.com/', 'https://shop.example.com')).toBeNull();
  });

  it('given an API on the page origin, gives no CORS hint (no answer there is not CORS)', () => {
    expect(corsHint('', 'https://portal.example.com')).toBeNull();
    expect(corsHint('/portal', 'https://portal.example.com')).toBeNull();
  });
});
