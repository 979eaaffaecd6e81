export const CUSTOMER_SCOPE = 'ServiceProvider.Customer';
export const PARTNER_SCOPE = 'ServiceProvider.Partner';
export type Scope = typeof CUSTOMER_SCOPE | typeof PARTNER_SCOPE;

/** Who is calling: from a verified access token. */
export interface Principal {
  userId: number;
  scope: Scope;
  /** The current organisation of a customer user (its own or the impersonated one). */
  customerId: number | null;
  /**
   * The only job a partner code-login token reaches (the `job` claim, GET
   * /api2/partner/authentication); absent or null for a password sign-in.
   */
  jobId?: number | null;
  /**
   * The sign-in session (auth/sessions.ts; the access token's `sid` claim). Set on every verified
   * access token; given to issueTokenPair, it continues that session instead of starting one.
   */
  sessionId?: string;
}

/** What a route needs before it runs. */
export type AuthRequirement =
  | 'public'
  /** any valid access token */
  | 'bearer'
  /** anonymous, or a valid access token of any scope (public QR pages, resources) */
  | 'optional'
  | 'customer'
  | 'partner'
  /** the handler reads the Authorization header itself (Basic sign-in, refresh token) */
  | 'handler';
