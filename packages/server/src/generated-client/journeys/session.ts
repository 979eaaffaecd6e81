/**
 * A signed-in user of a generated client: one client per journey (its own base URL and token), the
 * `auth` callback answering the access token for the operations' bearer scheme and nothing for
 * POST /api2/token's optional Basic scheme (the credentials travel in the form body).
 */
import { strict as assert } from 'node:assert';
import { type Client, createClient, createConfig } from '../hey-api/client';
import { postToken, revokeToken } from '../hey-api/sdk.gen';
import type { Token } from '../hey-api/types.gen';

type Scope = 'ServiceProvider.Customer' | 'ServiceProvider.Partner';

/** What an SDK function answers (its `fields` response style). */
interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The answer's data, or a failure naming the call, its status and its error body. */
export function dataOf<T>(answer: Answer<T>, what: string): T {
  if (answer.data === undefined) {
    assert.fail(`${what}: ${answer.response.status} ${JSON.stringify(answer.error)}`);
  }
  return answer.data;
}

export class Session {
  readonly client: Client;
  private token: Token | undefined;

  constructor(baseUrl: string) {
    this.client = createClient(
      createConfig({
        baseUrl,
        auth: (auth) => (auth.scheme === 'bearer' ? this.token?.access_token : undefined),
      }),
    );
  }

  get refreshToken(): string {
    assert.ok(this.token, 'signed in');
    return this.token.refresh_token;
  }

  /** The password grant (RFC 6749 §4.3). */
  async signIn(username: string, password: string, scope: Scope): Promise<void> {
    const answer = await postToken({
      client: this.client,
      body: { grant_type: 'password', username, password, scope },
    });
    this.token = dataOf(answer, `sign in ${username}`);
    assert.equal(this.token.token_type, 'Bearer');
  }

  /** The refresh_token grant (§6): a new pair, the old refresh token used up. */
  async refresh(): Promise<void> {
    const answer = await postToken({
      client: this.client,
      body: { grant_type: 'refresh_token', refresh_token: this.refreshToken },
    });
    const next = dataOf(answer, 'refresh');
    assert.notEqual(next.refresh_token, this.token?.refresh_token);
    this.token = next;
  }

  /** Sign-out with the refresh token in the form body (RFC 7009). */
  async signOut(): Promise<void> {
    const answer = await revokeToken({ client: this.client, body: { token: this.refreshToken } });
    assert.deepEqual(dataOf(answer, 'sign out'), { Success: true });
  }

  /** A refresh token that no longer works (used or signed out) is refused with 401. */
  async expectRefused(refreshToken: string): Promise<void> {
    const answer = await postToken({
      client: this.client,
      body: { grant_type: 'refresh_token', refresh_token: refreshToken },
    });
    assert.equal(answer.data, undefined);
    assert.equal(answer.response.status, 401);
    assert.match(answer.error?.Message ?? '', /refresh token/i);
  }
}
