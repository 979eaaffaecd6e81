import type { Token } from '../contract';

/**
 * Where the session's token lives. `get` must return the same object until the token changes
 * (React's `useSyncExternalStore` reads it as a snapshot).
 */
export interface TokenStore {
  get(): Token | null;
  set(token: Token | null): void;
  /** Calls `listener` after every change (also changes made by another tab); returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The local-storage key the token is kept under by default (spec §3: stored in local storage). */
export const DEFAULT_TOKEN_KEY = 'eqp.token';

/** A token store held in memory only: tests, server-side rendering, embedders that own storage. */
export function memoryTokenStore(initial: Token | null = null): TokenStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(token) {
      if (token === current) return;
      current = token;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function usableLocalStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    const probe = '__eqp_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

function parseToken(raw: string | null): Token | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as Token).access_token === 'string') {
      return value as Token;
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * A token store backed by `localStorage` under `key` (default `eqp.token`), as JSON. Changes
 * made by another tab arrive through the `storage` event. Falls back to memory when
 * `localStorage` is unavailable (private mode, blocked storage, no DOM).
 */
export function localStorageTokenStore(key: string = DEFAULT_TOKEN_KEY): TokenStore {
  const storage = usableLocalStorage();
  if (!storage) return memoryTokenStore();

  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cachedToken: Token | null = null;
  // Set when writing failed: the token then lives in this page only.
  let memoryOnly = false;

  const read = (): Token | null => {
    if (memoryOnly) return cachedToken;
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      raw = null;
    }
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedToken = parseToken(raw);
    }
    return cachedToken;
  };

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  return {
    get: read,
    set(token) {
      const raw = token ? JSON.stringify(token) : null;
      try {
        if (raw) storage.setItem(key, raw);
        else storage.removeItem(key);
        memoryOnly = false;
      } catch {
        // Storage full or blocked: keep the token for this page only.
        memoryOnly = true;
      }
      cachedRaw = raw;
      cachedToken = token;
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
  };
}
