import { describe, expect, it, vi } from 'vitest';
import { changeLocale, LOCALE_STORAGE_KEY, resolveLocale, toPortalLocale } from './locale';

describe('language choice (spec §1)', () => {
  it('nb and nn use the Norwegian texts', () => {
    expect(toPortalLocale('nb-NO')).toBe('no');
    expect(toPortalLocale('nn')).toBe('no');
    expect(toPortalLocale('no')).toBe('no');
    expect(toPortalLocale('en-GB')).toBe('en');
    expect(toPortalLocale('de')).toBeNull();
  });

  it('a stored choice wins everywhere', () => {
    expect(resolveLocale({ stored: 'no', browserLanguage: 'en-US', isSelectionPage: false })).toBe('no');
    expect(resolveLocale({ stored: 'en', browserLanguage: 'nb-NO', isSelectionPage: true })).toBe('en');
  });

  it('without a stored choice the selection page follows the browser and other pages use English', () => {
    expect(resolveLocale({ stored: null, browserLanguage: 'nb-NO', isSelectionPage: true })).toBe('no');
    expect(resolveLocale({ stored: null, browserLanguage: 'nb-NO', isSelectionPage: false })).toBe('en');
    expect(resolveLocale({ stored: null, browserLanguage: 'sv-SE', isSelectionPage: true })).toBe('en');
  });

  it('changing the language stores it and reloads the page', () => {
    const reload = vi.fn();
    changeLocale('nb', reload);
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('no');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
