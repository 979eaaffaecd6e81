import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import styled, { createGlobalStyle, StyleSheetManager } from 'styled-components';
import { LoadingBox, PortalProvider, type LinkComponent, type ThemeOverrides } from '@eqp/components';
import type { ApiClient, PortalScope } from '@eqp/sdk';
import { useToken } from '@eqp/sdk/react';
import { emit } from './events';

/**
 * The shadow root's equivalent of the library's GlobalStyle: `:host` takes the place of `body`.
 * The host page's font is inherited unless `--eqp-font-family` is set; colours come from the
 * theme's CSS variables, so variables set on the element (or any ancestor) flow in.
 */
const HostStyle = createGlobalStyle<{ $scheme: 'light' | 'dark' }>`
  :host {
    display: block;
    color-scheme: ${({ $scheme }) => $scheme};
    color: ${({ theme }) => theme.color.text};
    font-family: var(--eqp-font-family, inherit);
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  :host([hidden]) { display: none; }
  *, *::before, *::after { box-sizing: border-box; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

const SignInCard = lazy(() => import('./lazy').then((module) => ({ default: module.SignInCard })));

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

export interface FrameProps {
  host: HTMLElement;
  shadow: ShadowRoot;
  /** Inside the shadow root: where dialogs and pop-overs are mounted. */
  layer: HTMLElement;
  client: ApiClient;
  locale: string;
  scheme: 'light' | 'dark';
  theme: ThemeOverrides | undefined;
  link: LinkComponent;
  children: ReactNode;
}

/** Styles into the shadow root, the library's provider, and the session events of the element. */
export function Frame({ host, shadow, layer, client, locale, scheme, theme, link, children }: FrameProps) {
  useEffect(() => client.on('logout', () => emit(host, 'eqp-signed-out', {})), [client, host]);
  return (
    <StyleSheetManager target={shadow}>
      <PortalProvider
        client={client}
        locale={locale}
        theme={theme}
        linkComponent={link}
        portalContainer={layer}
      >
        <HostStyle $scheme={scheme} />
        {children}
      </PortalProvider>
    </StyleSheetManager>
  );
}

/** The host's token provider has not answered yet. */
export function Waiting() {
  return (
    <Centered>
      <LoadingBox />
    </Centered>
  );
}

/** The card keeps its recovery screens itself: the host page's address is the host's. */
const keepOwnMode = () => {};

/** No token: the library's sign-in card inside the element; with one, the children. */
export function SignInGate({
  host,
  scope,
  children,
}: {
  host: HTMLElement;
  scope: PortalScope;
  children: ReactNode;
}) {
  const token = useToken();
  if (!token) {
    return (
      <Centered>
        <Suspense fallback={<LoadingBox />}>
          {/* Forgot password runs the portal's recovery inside the card (README: "Password recovery"). */}
          <SignInCard
            scope={scope}
            onModeChange={keepOwnMode}
            onLoggedIn={() => emit(host, 'eqp-signed-in', { portal: scope })}
          />
        </Suspense>
      </Centered>
    );
  }
  return <>{children}</>;
}
