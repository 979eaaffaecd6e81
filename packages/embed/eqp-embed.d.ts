/**
 * Types of `@eqp/embed`, the custom elements bundle (`dist/eqp-embed.js`). Importing the package
 * (`import '@eqp/embed'`) or loading the script registers `<eqp-machine-list>` and
 * `<eqp-job-report>`; the module exports nothing at run time. These declarations type the elements
 * (`document.querySelector('eqp-machine-list')`), their events and their attributes. Written by hand
 * so that they stand alone (the bundle carries its own React, sdk and components); `types.check.ts`
 * fails the type check when the elements' classes no longer match them.
 */

/** The answer of `POST /api2/token`, as `tokenProvider` may return it whole. */
export interface Token {
  /** Signed JWT, sent as `Authorization: Bearer ...`. */
  access_token: string;
  /** Opaque refresh token for `POST /api2/token/refresh`. */
  refresh_token: string;
  token_type: 'Bearer';
  /** Lifetime of the access token in seconds. */
  expires_in: number;
}

/** What a host's `tokenProvider` may return: an access token, a whole `Token`, or `null` (not signed in). */
export type TokenProviderResult = string | Token | null | undefined;
/** The host's sign-in: asked before the first call, and again once after a 401. */
export type TokenProvider = () => TokenProviderResult | Promise<TokenProviderResult>;
/** Where the element's own sign-in keeps its token (`token-storage`). */
export type TokenStorage = 'memory' | 'local';
/** The tab of a machine a link opens. */
export type MachinePanel = 'general' | 'service' | 'parts';

/** The `detail` of each event the elements dispatch (all bubble and cross the shadow boundary). */
export interface EqpEventMap {
  /** A machine of the list was chosen; cancel it (`preventDefault()`) to stop the link. */
  'eqp-machine-select': { machineId: number; panel: MachinePanel; href: string };
  /** Any other link inside an element; cancel it to stop the link. */
  'eqp-navigate': { href: string };
  /** "Back to jobs" of the job report (a button when no `back-href` is set). */
  'eqp-back': Record<string, never>;
  /** The job was started or completed in the job report. */
  'eqp-job-started': { jobId: number };
  'eqp-job-completed': { jobId: number };
  /** The element's own sign-in succeeded, or the session ended (sign-out, refused token). */
  'eqp-signed-in': { portal: string };
  'eqp-signed-out': Record<string, never>;
}

export type EqpEventName = keyof EqpEventMap;

/** What both elements have: the `tokenProvider` property, `signOut()`, `apiBase` and their events. */
export interface EqpElement extends HTMLElement {
  /** The host's sign-in; `null` (the default) lets the element show its own sign-in card. */
  tokenProvider: TokenProvider | null;
  /** Ends the element's session: the sign-in card shows again. */
  signOut(): void;
  /** The API root in use (`api-base`, else the page's origin). */
  readonly apiBase: string;
  addEventListener<E extends EqpEventName>(
    type: E,
    listener: (this: this, event: CustomEvent<EqpEventMap[E]>) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: this, event: HTMLElementEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<E extends EqpEventName>(
    type: E,
    listener: (this: this, event: CustomEvent<EqpEventMap[E]>) => void,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: this, event: HTMLElementEventMap[K]) => void,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<eqp-machine-list>`: the signed-in customer's machines. */
export type EqpMachineListElement = EqpElement;

/** `<eqp-job-report>`: one job's report, for a signed-in partner or by the job's code. */
export interface EqpJobReportElement extends EqpElement {
  /** The `code` attribute, trimmed; `null` without one. */
  readonly code: string | null;
}

/** The attributes of both elements (all optional). */
export interface EqpElementAttributes {
  /** The API root, e.g. `https://service.example.com`; default: the page's origin. */
  'api-base'?: string;
  /** `en`, `no`, `nb` or `nn`; default: `<html lang>`, else `en`. */
  lang?: string;
  /** `light`, `dark`, or a JSON object of token overrides. */
  theme?: string;
  'token-storage'?: TokenStorage;
}

export interface EqpMachineListAttributes extends EqpElementAttributes {
  view?: 'cards' | 'list';
  /** Where a machine links to, with `{id}` and `{panel}`. */
  'href-template'?: string;
  /** The heading instead of "Equipment list". */
  heading?: string;
}

export interface EqpJobReportAttributes extends EqpElementAttributes {
  'job-id'?: string | number;
  /** The job's short code: the element signs in with it. */
  code?: string;
  'back-href'?: string;
  /** Present: "Back to jobs" is a button that dispatches `eqp-back`. */
  'back-button'?: boolean | '';
  'partner-portal-href'?: string;
}

/** The tag names the bundle registers, with their attributes (for a template's or JSX's typings). */
export interface EqpElementTagAttributes {
  'eqp-machine-list': EqpMachineListAttributes;
  'eqp-job-report': EqpJobReportAttributes;
}

declare global {
  interface HTMLElementTagNameMap {
    'eqp-machine-list': EqpMachineListElement;
    'eqp-job-report': EqpJobReportElement;
  }
}
