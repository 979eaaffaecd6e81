import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl, type IntlConfig } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE, UNKNOWN_ERROR_MESSAGE, type ApiClient } from '@eqp/sdk';
import { SdkProvider } from '@eqp/sdk/react';
import { messagesFor } from '../i18n';
import { normalizeLocale } from '../i18n/locale';
import { isProduction } from '../internal/env';
import { tooManyAttemptsText } from '../internal/TooManyAttempts';
import { SnackbarHost, useSnackbar } from '../Snackbar';
import { createTheme, type ThemeOverrides } from '../theme';
import { DefaultLink, LinkContext, type LinkComponent } from '../internal/LinkContext';
import { PortalContainerContext, type PortalContainer } from '../internal/PortalContainer';
import { messages as providerMessages } from '../internal/messages';

export interface PortalProviderProps {
  /** The sdk client (`createClient(...)`) every component talks through. */
  client: ApiClient;
  /** BCP 47 tag; `no`, `nb` and `nn` use the Norwegian texts, anything else English. Default `en`. */
  locale?: string;
  /** Extra or replacement texts by message id, laid over the shipped catalogue of the locale. */
  messages?: Record<string, string>;
  /** Token overrides: they replace the fallback values of the `--eqp-*` CSS variables. */
  theme?: ThemeOverrides;
  /** Merged into SWR's configuration (e.g. `provider` for a fresh cache in tests). */
  swrConfig?: SWRConfiguration;
  /** The host's link (router adapter). Default: a plain `<a>`. */
  linkComponent?: LinkComponent;
  /**
   * Where dialogs and pop-overs are mounted. Default `document.body`. A host that renders the
   * components inside a Shadow DOM passes an element of its shadow root, so they keep its styles.
   */
  portalContainer?: PortalContainer;
  children?: ReactNode;
}

const onIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  // Missing translations fall back to English; that is noise in production, a bug in development.
  if (error.code === 'MISSING_TRANSLATION' && isProduction()) return;
  console.error(error);
};

/** Without a catalogue, English texts are the messages' defaults: not a missing translation. */
const onIntlErrorEnglishDefaults: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

/**
 * A 4xx will not change by asking again, and each failure is a snackbar (spec §8): only other
 * failures (5xx, time-outs, the network) are retried, three times at most, with SWR's back-off.
 */
export const onErrorRetry: NonNullable<SWRConfiguration['onErrorRetry']> = (
  error,
  _key,
  config,
  revalidate,
  { retryCount },
) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return;
  if (retryCount > 3) return;
  const interval = config.errorRetryInterval * 2 ** (retryCount - 1);
  setTimeout(() => void revalidate({ retryCount }), interval);
};

const SWR_DEFAULTS: SWRConfiguration = { onErrorRetry };

/**
 * Everything the components need: the sdk client, texts, theme, SWR, snackbars and links.
 * Wrap the portal (or an embedded component) in one of these. It carries both shipped catalogues
 * (English and Norwegian); `PortalProviderCore` carries none.
 */
export function PortalProvider({ locale = 'en', messages, ...props }: PortalProviderProps) {
  const catalogue = useMemo(
    () => (messages ? { ...messagesFor(locale), ...messages } : messagesFor(locale)),
    [locale, messages],
  );
  return <Providers {...props} locale={locale} messages={catalogue} englishDefaults={false} />;
}

export interface PortalProviderCoreProps extends PortalProviderProps {
  /**
   * All texts of `locale` by message id: what `loadMessages(locale)` resolved to (`{}` for
   * English), with the host's own texts laid over it. Ids missing here show the English default.
   */
  messages?: Record<string, string>;
}

/**
 * `PortalProvider` without the shipped catalogues, for an app that loads only the language it
 * shows: `messages` are all the texts. English needs none (the components' English texts are their
 * messages' defaults); for Norwegian, pass what `loadMessages('no')` resolved to before the first
 * render, so the first paint is Norwegian.
 */
export function PortalProviderCore({ locale = 'en', messages, ...props }: PortalProviderCoreProps) {
  return (
    <Providers
      {...props}
      locale={locale}
      messages={messages ?? NO_MESSAGES}
      englishDefaults={normalizeLocale(locale) === 'en'}
    />
  );
}

const NO_MESSAGES: Record<string, string> = {};

function Providers({
  client,
  locale,
  messages: catalogue,
  englishDefaults,
  theme,
  swrConfig,
  linkComponent,
  portalContainer = null,
  children,
}: PortalProviderProps & { locale: string; messages: Record<string, string>; englishDefaults: boolean }) {
  const intlLocale = locale || 'en';
  const styledTheme = useMemo(() => createTheme(theme), [theme]);

  return (
    <SdkProvider client={client}>
      <IntlProvider
        locale={intlLocale}
        defaultLocale="en"
        messages={catalogue}
        onError={englishDefaults ? onIntlErrorEnglishDefaults : onIntlError}
      >
        <ThemeProvider theme={styledTheme}>
          <SWRConfig value={swrConfig ? { onErrorRetry, ...swrConfig } : SWR_DEFAULTS}>
            <LinkContext.Provider value={linkComponent ?? DefaultLink}>
              <PortalContainerContext.Provider value={portalContainer}>
                <SnackbarHost>
                  <ClientErrorSnackbar client={client} />
                  {children}
                </SnackbarHost>
              </PortalContainerContext.Provider>
            </LinkContext.Provider>
          </SWRConfig>
        </ThemeProvider>
      </IntlProvider>
    </SdkProvider>
  );
}

/**
 * Reports the client's failures (spec §8: every status but 400 and 401) as red snackbars; a 429
 * (too many attempts, e.g. password recovery or the offline-report download) says the wait in the
 * current language.
 */
function ClientErrorSnackbar({ client }: { client: ApiClient }) {
  const { show } = useSnackbar();
  const intl = useIntl();
  useEffect(
    () =>
      client.on('error', (error) => {
        const message = error.isTooManyRequests
          ? tooManyAttemptsText(intl, error.retryAfterSeconds)
          : error.message === UNKNOWN_ERROR_MESSAGE
            ? intl.formatMessage(providerMessages.unknownError)
            : error.message === TIMEOUT_MESSAGE && error.status === 0
              ? intl.formatMessage(providerMessages.timeout)
              : error.message === NETWORK_ERROR_MESSAGE && error.status === 0
                ? intl.formatMessage(providerMessages.networkError)
                : error.message;
        show({ message, variant: 'error' });
      }),
    [client, show, intl],
  );
  return null;
}
