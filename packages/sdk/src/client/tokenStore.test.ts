// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { token } from '../test/fakeServer';
import { DEFAULT_TOKEN_KEY, localStorageTokenStore, memoryTokenStore } from './tokenStore';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('localStorageTokenStore (spec §3: the token is stored in local storage)', () => {
  it("keeps the token as JSON under 'eqp.token' by default", () => {
    const store = localStorageTokenStore();
    store.set(token('a'));
    expect(DEFAULT_TOKEN_KEY).toBe('eqp.token');
    expect(JSON.parse(localStorage.getItem('eqp.token') ?? 'null')).toEqual(token('a'));
    expect(localStorageTokenStore().get()).toEqual(token('a'));
  });

  it('given a token set to null, removes the entry', () => {
    const store = localStorageTokenStore('custom');
    store.set(token('a'));
    store.set(null);
    expect(localStorage.getItem('custom')).toBeNull();
    expect(store.get()).toBeNull();
  });

  it('returns the same object until the token changes (a stable snapshot)', () => {
    const store = localStorageTokenStore();
    store.set(token('a'));
    expect(store.get()).toBe(store.get());
  });

  it('given unreadable content, holds no token', () => {
    localStorage.setItem('eqp.token', '{not json');
    expect(localStorageTokenStore().get()).toBeNull();
  });

  it('notifies subscribers on set and on a storage event from another tab', () => {
    const store = localStorageTokenStore();
    const listener = vi.fn();
    const off = store.subscribe(listener);
    store.set(token('a'));
    expect(listener).toHaveBeenCalledTimes(1);

    localStorage.setItem('eqp.token', JSON.stringify(token('other-tab')));
    window.dispatchEvent(new StorageEvent('storage', { key: 'eqp.token' }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toEqual(token('other-tab'));

    window.dispatchEvent(new StorageEvent('storage', { key: 'something.else' }));
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    store.set(null);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('given local storage that throws, falls back to memory', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const store = localStorageTokenStore();
    store.set(token('a'));
    expect(store.get()).toEqual(token('a'));
  });
});

describe('memoryTokenStore', () => {
  it('starts with the initial token, notifies on change and not on the same value', () => {
    const store = memoryTokenStore(token('a'));
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toEqual(token('a'));
    store.set(token('b'));
    store.set(store.get());
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual(token('b'));
  });
});
