import { describe, expect, it, vi } from 'vitest';
import { parseTokenStorage, storageKey, toToken } from './auth';
import { fillTemplate, normalizeApiBase, positiveId } from './links';
import { DARK_THEME, parseTheme } from './theme';

describe('api-base', () => {
  it('given an origin or a path, drops the trailing slash; given nothing, the page origin', () => {
    expect(normalizeApiBase('https://service.example.com/')).toBe('https://service.example.com');
    expect(normalizeApiBase(' /portal/ ')).toBe('/portal');
    expect(normalizeApiBase(null)).toBe('');
  });

  it('given something that is no http(s) address, refuses it', () => {
    expect(normalizeApiBase('javascript:alert(1)')).toBeNull();
    expect(normalizeApiBase('service.example.com')).toBeNull();
  });
});

describe('href-template and job-id', () => {
  it('fills {id} and {panel} URL-encoded and leaves unknown names', () => {
    expect(fillTemplate('/machines/{id}/{panel}?x={other}', { id: 12, panel: 'parts' })).toBe(
      '/machines/12/parts?x={other}',
    );
    expect(fillTemplate('/m?name={id}', { id: 'a b/c' })).toBe('/m?name=a%20b%2Fc');
  });

  it('takes only positive whole numbers as a job id', () => {
    expect(positiveId('4101')).toBe(4101);
    expect(positiveId('0')).toBeNull();
    expect(positiveId('12a')).toBeNull();
    expect(positiveId(null)).toBeNull();
  });
});

describe('theme', () => {
  it('given light, nothing or dark, uses the defaults or the dark preset', () => {
    expect(parseTheme(null)).toEqual({ scheme: 'light', overrides: undefined });
    expect(parseTheme('light')).toEqual({ scheme: 'light', overrides: undefined });
    expect(parseTheme('dark')).toEqual({ scheme: 'dark', overrides: DARK_THEME });
  });

  it('given JSON tokens, overrides them, on the dark preset when it says scheme dark', () => {
    expect(parseTheme('{"color":{"primary":"#0a7d4f"}}')).toEqual({
      scheme: 'light',
      overrides: { color: { primary: '#0a7d4f' } },
    });
    const dark = parseTheme('{"scheme":"dark","color":{"primary":"#0a7d4f"}}');
    expect(dark.scheme).toBe('dark');
    expect(dark.overrides?.color?.primary).toBe('#0a7d4f');
    expect(dark.overrides?.color?.surface).toBe(DARK_THEME.color?.surface);
  });

  it('given anything else, warns and keeps the defaults', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseTheme('{broken')).toEqual({ scheme: 'light', overrides: undefined });
    expect(parseTheme('blue')).toEqual({ scheme: 'light', overrides: undefined });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('tokens from the host', () => {
  it('given a bare access token (with or without Bearer), makes a Token without a refresh token', () => {
    expect(toToken('Bearer abc')).toEqual({
      access_token: 'abc',
      refresh_token: '',
      token_type: 'Bearer',
      expires_in: 0,
    });
    expect(toToken('  ')).toBeNull();
    expect(toToken(null)).toBeNull();
  });

  it('given a whole Token, keeps it (its refresh token is used)', () => {
    const token = { access_token: 'a', refresh_token: 'r', token_type: 'Bearer' as const, expires_in: 900 };
    expect(toToken(token)).toBe(token);
  });

  it('keeps the own sign-in in memory unless token-storage is local, under a key per API and portal', () => {
    expect(parseTokenStorage(null)).toBe('memory');
    expect(parseTokenStorage('LOCAL')).toBe('local');
    expect(storageKey('https://api.example', 'customer')).toBe('eqp.embed.customer.https://api.example');
    expect(storageKey('', 'partner')).toBe('eqp.embed.partner.same-origin');
  });
});
