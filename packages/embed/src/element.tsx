import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { normalizeLocale, type LinkComponent } from '@eqp/components';
import { privateSession, providerSession, sharedSession, parseTokenStorage } from './auth';
import type { EmbedSession, TokenProvider } from './auth';
import { isCatalogueLoaded, loadCatalogue } from './catalogues';
import { Frame, Waiting } from './Frame';
import { normalizeApiBase } from './links';
import { parseTheme } from './theme';

/** What a subclass needs to render its view. */
export interface ViewContext {
  host: HTMLElement;
  apiBase: string;
  /** A host token provider feeds the session (no sign-in card unless it answers null). */
  hasProvider: boolean;
}

/** Which session an element uses: its portal, or a private one (code login). */
export type SessionKind = { portal: 'customer' | 'partner' } | { private: string };

const BASE_ATTRIBUTES = ['api-base', 'lang', 'theme', 'token-storage'];

/**
 * The common part of the custom elements: an open shadow root with a mount point and a layer for
 * dialogs, a React root rendering into it, the attributes every element has (`api-base`, `lang`,
 * `theme`, `token-storage`), the `tokenProvider` property and `signOut()`. Attribute and property
 * changes re-render; removing the element from the page unmounts React.
 */
export abstract class EqpElement extends HTMLElement {
  static get observedAttributes(): string[] {
    return BASE_ATTRIBUTES;
  }

  #shadow: ShadowRoot;
  #mount: HTMLDivElement;
  #layer: HTMLDivElement;
  #root: Root | null = null;
  #provider: TokenProvider | null = null;
  #session: { key: string; value: EmbedSession; ready: boolean } | null = null;
  #scheduled = false;
  #catalogueFailed = false;
  #theme: { text: string | null; value: ReturnType<typeof parseTheme> } | null = null;

  constructor() {
    super();
    this.#shadow = this.attachShadow({ mode: 'open' });
    this.#mount = document.createElement('div');
    this.#mount.setAttribute('part', 'root');
    this.#layer = document.createElement('div');
    this.#layer.setAttribute('data-eqp-layer', '');
    this.#shadow.append(this.#mount, this.#layer);
  }

  /** The host's token provider (see README "Authentication"); null: the element's own sign-in. */
  get tokenProvider(): TokenProvider | null {
    return this.#provider;
  }

  set tokenProvider(provider: TokenProvider | null) {
    this.#provider = typeof provider === 'function' ? provider : null;
    this.#session = null;
    this.update();
  }

  /** Ends the element's session (the own sign-in is then asked again). */
  signOut(): void {
    void this.#session?.value.client.logout();
  }

  /** The API root this element talks to ('' = the page's origin). */
  get apiBase(): string {
    return normalizeApiBase(this.getAttribute('api-base')) ?? '';
  }

  connectedCallback(): void {
    if (!this.#root) this.#root = createRoot(this.#mount);
    this.update();
  }

  disconnectedCallback(): void {
    // Moving the element in the page disconnects and connects it again in one task.
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = null;
    });
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
    if (previous === next) return;
    if (name === 'api-base' || name === 'token-storage' || this.sessionAttributes().includes(name)) {
      this.#session = null;
    }
    this.update();
  }

  /** Re-renders at the end of the current task (several attribute changes render once). */
  protected update(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      this.#render();
    });
  }

  /** Attributes whose change needs a new session (e.g. `code`). */
  protected sessionAttributes(): string[] {
    return [];
  }

  /** Which session the element uses. */
  protected abstract sessionKind(): SessionKind;

  /** The element's content inside the providers. */
  protected abstract view(context: ViewContext): ReactNode;

  /**
   * The link component of the element (router-agnostic navigation through events). Must return the
   * same component every time (a new one would remount every link).
   */
  protected abstract link(): LinkComponent;

  #currentSession(apiBase: string): { value: EmbedSession; ready: boolean } {
    const kind = this.sessionKind();
    const storage = parseTokenStorage(this.getAttribute('token-storage'));
    const key = `${apiBase}|${JSON.stringify(kind)}|${storage}|${this.#provider ? 'provider' : 'own'}`;
    if (this.#session?.key === key) return this.#session;
    if (this.#provider) {
      const session = providerSession(apiBase, this.#provider);
      const entry = { key, value: session as EmbedSession, ready: false };
      this.#session = entry;
      void session.load().then(() => {
        if (this.#session !== entry) return;
        entry.ready = true;
        this.update();
      });
      return entry;
    }
    const value = 'portal' in kind ? sharedSession(apiBase, kind.portal, storage) : privateSession(apiBase);
    this.#session = { key, value, ready: true };
    return this.#session;
  }

  #render(): void {
    if (!this.#root || !this.isConnected) return;
    const rawBase = this.getAttribute('api-base');
    const apiBase = normalizeApiBase(rawBase);
    if (apiBase === null) {
      console.warn(
        `eqp-embed: api-base="${rawBase}" is not an http(s) URL or a path; using the page's origin.`,
      );
    }
    const base = apiBase ?? '';
    const session = this.#currentSession(base);
    const themeText = this.getAttribute('theme');
    if (!this.#theme || this.#theme.text !== themeText)
      this.#theme = { text: themeText, value: parseTheme(themeText) };
    const theme = this.#theme.value;
    let locale = normalizeLocale(this.getAttribute('lang') || document.documentElement.lang || 'en');
    if (!isCatalogueLoaded(locale)) {
      if (!this.#catalogueFailed) {
        loadCatalogue(locale).then(
          () => this.update(),
          (error: unknown) => {
            console.warn('eqp-embed: the Norwegian texts did not load; showing English', error);
            this.#catalogueFailed = true;
            this.update();
          },
        );
        return;
      }
      locale = 'en';
    }
    this.#root.render(
      <Frame
        host={this}
        shadow={this.#shadow}
        layer={this.#layer}
        client={session.value.client}
        locale={locale}
        scheme={theme.scheme}
        theme={theme.overrides}
        link={this.link()}
      >
        {session.ready ? (
          this.view({ host: this, apiBase: base, hasProvider: this.#provider !== null })
        ) : (
          <Waiting />
        )}
      </Frame>,
    );
  }
}
