import { useCallback, useSyncExternalStore } from 'react';
import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import type { ApiError } from '../client/ApiError';
import type { PortalScope } from '../client/createClient';
import type { Token, UserInfo } from '../contract';
import { useClient } from './SdkProvider';

/** The current token, or null; re-renders when it changes (also from another tab). */
export function useToken(): Token | null {
  const { tokenStore } = useClient();
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, tokenStore.get);
}

/**
 * The client's session key (see `ApiClient.getSessionKey`): changes on login, impersonation
 * and logout, not on a token refresh. The SDK's hooks put it in their SWR keys; hooks written
 * elsewhere should too, so one user's cached data never shows for another.
 */
export function useSessionKey(): number {
  const client = useClient();
  return useSyncExternalStore(client.tokenStore.subscribe, client.getSessionKey, client.getSessionKey);
}

/**
 * True while a session that ended by itself waits for its user to sign in again (see
 * `ClientOptions.holdOnSessionEnd`): the host shows a sign-in over the page, which stays.
 */
export function useSessionEnded(): boolean {
  const client = useClient();
  const subscribe = useCallback(
    (listener: () => void) => {
      const offStore = client.tokenStore.subscribe(listener);
      const offLogout = client.on('logout', listener);
      return () => {
        offStore();
        offLogout();
      };
    },
    [client],
  );
  return useSyncExternalStore(subscribe, client.isSessionEnded, client.isSessionEnded);
}

/**
 * Whether the SDK's hooks fetch: a token is held, or a session that ended waits for the same user
 * (its calls are held until then, and the data shown so far stays).
 */
export function useSignedIn(): boolean {
  const token = useToken();
  const ended = useSessionEnded();
  return token !== null || ended;
}

/** SWR key prefix of every SDK hook. */
export const SWR_KEY_PREFIX = 'eqp';

/** User info of the signed-in customer or partner user; not fetched while there is no token. */
export function useUserInfo(scope: PortalScope): SWRResponse<UserInfo, ApiError> {
  const client = useClient();
  const signedIn = useSignedIn();
  const sessionKey = useSessionKey();
  const path = scope === 'partner' ? '/api2/partner/userinfo' : '/api2/customer/userinfo';
  return useSWR<UserInfo, ApiError>(signedIn ? [SWR_KEY_PREFIX, path, sessionKey] : null, () =>
    scope === 'partner'
      ? client.request(client.api.GET('/api2/partner/userinfo'))
      : client.request(client.api.GET('/api2/customer/userinfo')),
  );
}

export type SessionStatus = 'anonymous' | 'loading' | 'ready';

export interface Session {
  /** anonymous: no token; loading: a token but no user info yet; ready: both (spec §2 session gate). */
  status: SessionStatus;
  userInfo: UserInfo | undefined;
  /** The user-info call's error, if it failed (the status stays `loading`). */
  error: ApiError | undefined;
  /**
   * The session ended by itself (revoked, expired, refresh failed) and the client holds its calls
   * for the same user's next sign-in (`holdOnSessionEnd`): the status and user info stay as they
   * were, and the host asks for a sign-in over the page.
   */
  ended: boolean;
  /** Clears the token; the status becomes `anonymous`. */
  logout: () => void;
}

/** Drives the session gate: login form, loading, or the portal. */
export function useSession(scope: PortalScope): Session {
  const client = useClient();
  const token = useToken();
  const ended = useSessionEnded();
  const signedIn = token !== null || ended;
  const { data, error } = useUserInfo(scope);
  const logout = useCallback(() => void client.logout(), [client]);
  const status: SessionStatus = !signedIn ? 'anonymous' : data ? 'ready' : 'loading';
  return {
    status,
    userInfo: signedIn ? data : undefined,
    error: signedIn ? error : undefined,
    ended,
    logout,
  };
}
