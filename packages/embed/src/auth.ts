import {
  createClient,
  localStorageTokenStore,
  memoryTokenStore,
  type ApiClient,
  type Token,
  type TokenStore,
} from '@eqp/sdk';
import { hintingFetch } from './cors';

/**
 * What a host's `tokenProvider` may return: an access token string, a whole `Token` from
 * `POST /api2/token` (its refresh token is then used as the portal does), or null when the user
 * is not signed in on the host (the element then shows its own sign-in).
 */
export type TokenProviderResult = string | Token | null | undefined;
export type TokenProvider = () => TokenProviderResult | Promise<TokenProviderResult>;

/** Where the element's own sign-in keeps the token: this page's memory (default) or local storage. */
export type TokenStorage = 'memory' | 'local';

/** `token-storage="local"` keeps the sign-in over reloads; anything else is memory. */
export function parseTokenStorage(value: string | null | undefined): TokenStorage {
  return (value ?? '').trim().toLowerCase() === 'local' ? 'local' : 'memory';
}

/** A provider's answer as a Token; a bare access token gets no refresh token (no refresh). */
export function toToken(value: TokenProviderResult): Token | null {
  if (typeof value === 'string') {
    const access = value.trim().replace(/^Bearer\s+/i, '');
    return access ? { access_token: access, refresh_token: '', token_type: 'Bearer', expires_in: 0 } : null;
  }
  if (value && typeof value === 'object' && typeof value.access_token === 'string' && value.access_token) {
    return value;
  }
  return null;
}

export interface EmbedSession {
  client: ApiClient;
  store: TokenStore;
}

const shared = new Map<string, EmbedSession>();

/** The local-storage key of `token-storage="local"`, per API root and portal. */
export function storageKey(apiBase: string, portal: string): string {
  return `eqp.embed.${portal}.${apiBase || 'same-origin'}`;
}

/**
 * The session of the element's own sign-in, shared by every element of the page with the same API
 * root, portal (`customer`, `partner`) and storage: signing in once serves a machine list and a
 * second one beside it.
 */
export function sharedSession(apiBase: string, portal: string, storage: TokenStorage): EmbedSession {
  const key = `${storage}|${portal}|${apiBase}`;
  let session = shared.get(key);
  if (!session) {
    const store =
      storage === 'local' ? localStorageTokenStore(storageKey(apiBase, portal)) : memoryTokenStore();
    session = {
      client: createClient({ baseUrl: apiBase, tokenStore: store, fetch: hintingFetch(apiBase) }),
      store,
    };
    shared.set(key, session);
  }
  return session;
}

/** A session of one element's own (a code login: the code's token serves only that job). */
export function privateSession(apiBase: string): EmbedSession {
  const store = memoryTokenStore();
  return {
    client: createClient({ baseUrl: apiBase, tokenStore: store, fetch: hintingFetch(apiBase) }),
    store,
  };
}

/**
 * A session fed by the host's token provider. The provider is asked once before the first call;
 * when the API then answers 401 to a call sent with its token, it is asked again and, if it gives
 * another token, the call is sent once more with that one (the host refreshes its own tokens).
 * A `Token` with a refresh token is also refreshed by the sdk client as usual.
 */
export function providerSession(
  apiBase: string,
  provider: TokenProvider,
): EmbedSession & {
  /** Asks the provider and stores its answer; resolves to whether there is a token now. */
  load(): Promise<boolean>;
} {
  const store = memoryTokenStore();
  const send = hintingFetch(apiBase);
  const ask = async (): Promise<Token | null> => {
    try {
      return toToken(await provider());
    } catch (error) {
      console.warn('eqp-embed: the tokenProvider failed', error);
      return null;
    }
  };
  const providerFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // The sdk client always sends a Request.
    const request = new Request(input, init);
    const retry = request.clone();
    const response = await send(request);
    const sent = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
    if (response.status !== 401 || !sent || sent !== store.get()?.access_token) return response;
    const fresh = await ask();
    if (!fresh || fresh.access_token === sent) return response;
    store.set(fresh);
    const headers = new Headers(retry.headers);
    headers.set('Authorization', `Bearer ${fresh.access_token}`);
    return send(new Request(retry, { headers }));
  };
  const client = createClient({ baseUrl: apiBase, tokenStore: store, fetch: providerFetch });
  return {
    client,
    store,
    async load() {
      const token = await ask();
      store.set(token);
      return token !== null;
    },
  };
}
