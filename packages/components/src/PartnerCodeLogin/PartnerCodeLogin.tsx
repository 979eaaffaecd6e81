import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE, UNKNOWN_ERROR_MESSAGE } from '@eqp/sdk';
import { useClient } from '@eqp/sdk/react';
import { apiUrl, PROVIDER_LOGO_PATH } from '../internal/apiUrl';
import { Image } from '../Image';
import { tooManyAttemptsText } from '../internal/TooManyAttempts';
import { Spinner } from '../LoadingBox';
import { useLink } from '../internal/LinkContext';
import { messages as providerMessages } from '../internal/messages';
import { messages } from './messages';
import { Card, LinkButton, Logo, Message, Status, Title } from './PartnerCodeLogin.styles';

export interface PartnerCodeLoginProps {
  /** The job's short code from the link (`/c/{code}`). */
  code: string;
  /** Signed in with the code (the token is stored); the host opens the code preview. */
  onSuccess: (code: string) => void;
  /** Where the link after a failure leads; default `/partner`. */
  portalHref?: string;
  /** The logo's address; default `/api2/Report/logo` on the sdk client's `baseUrl`. */
  logoSrc?: string;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

type State = { kind: 'running' } | { kind: 'failed'; error: ApiError | null };

/**
 * The job code link (spec §2 `/c/{code}`): signs in with the code (`client.loginWithCode`,
 * which replaces any stored session), showing "Opening job…" meanwhile. On success it hands the
 * code to the host; on failure it shows the server's message and a link to the partner portal
 * (spec §8). The code is tried once per code, also under React's strict mode.
 */
export function PartnerCodeLogin({
  code,
  onSuccess,
  portalHref = '/partner',
  logoSrc,
  className,
}: PartnerCodeLoginProps) {
  const intl = useIntl();
  const client = useClient();
  const Link = useLink();
  const titleId = useId();
  const [state, setState] = useState<State>({ kind: 'running' });
  const attempted = useRef<string | null>(null);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;

  useEffect(() => {
    if (attempted.current === code) return;
    attempted.current = code;
    const trimmed = code.trim();
    if (trimmed === '') {
      setState({ kind: 'failed', error: null });
      return;
    }
    setState({ kind: 'running' });
    client.loginWithCode(trimmed).then(
      () => onSuccessRef.current(trimmed),
      (error: unknown) =>
        setState({
          kind: 'failed',
          error: error instanceof ApiError ? error : new ApiError(0, UNKNOWN_ERROR_MESSAGE),
        }),
    );
  }, [client, code]);

  /**
   * The server's Message as sent; the client's own failure texts and too many attempts (a 429,
   * with its wait) translated, as the snackbar does.
   */
  const failureText = (error: ApiError | null): string => {
    if (error === null) return intl.formatMessage(messages.noCode);
    if (error.isTooManyRequests) return tooManyAttemptsText(intl, error.retryAfterSeconds);
    if (error.message === UNKNOWN_ERROR_MESSAGE) return intl.formatMessage(providerMessages.unknownError);
    if (error.status === 0 && error.message === TIMEOUT_MESSAGE)
      return intl.formatMessage(providerMessages.timeout);
    if (error.status === 0 && error.message === NETWORK_ERROR_MESSAGE) {
      return intl.formatMessage(providerMessages.networkError);
    }
    return error.message;
  };

  return (
    <Card className={className} aria-labelledby={titleId} data-state={state.kind}>
      <Logo>
        <Image
          src={logoSrc ?? apiUrl(PROVIDER_LOGO_PATH, client.baseUrl)}
          alt={intl.formatMessage(messages.logoAlt)}
          width={90}
          height={90}
        />
      </Logo>
      {state.kind === 'running' ? (
        <Status role="status">
          <Spinner size={32} />
          <Title id={titleId}>{intl.formatMessage(messages.opening)}</Title>
          <Message>{intl.formatMessage(messages.openingHint)}</Message>
        </Status>
      ) : (
        <>
          <Title id={titleId}>{intl.formatMessage(messages.failedTitle)}</Title>
          <Message role="alert" data-variant="error">
            {failureText(state.error)}
          </Message>
          <LinkButton as={Link} href={portalHref} data-variant="primary" data-size="medium">
            {intl.formatMessage(messages.portalLink)}
          </LinkButton>
        </>
      )}
    </Card>
  );
}
