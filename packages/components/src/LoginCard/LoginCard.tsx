import { useId } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import type { ApiError, PortalOptions } from '@eqp/sdk';
import { SWR_KEY_PREFIX, useClient } from '@eqp/sdk/react';
import { Image } from '../Image';
import { messages } from './messages';
import { LoginForm } from './LoginForm';
import { Card, Header, Logo, Subtitle, Title } from './LoginCard.styles';

export type LoginScope = 'customer' | 'partner';

/**
 * What the card shows (spec §2 "Login card"): `login` today; `send` (request a reset), `otp`
 * (enter the one-time code) and `set` (choose a new password) join this union later.
 */
export type LoginCardMode = 'login';

export interface LoginCardProps {
  /** Which portal to sign in to: `ServiceProvider.Customer` or `ServiceProvider.Partner`. */
  scope: LoginScope;
  /** Title of the card. Default: the portal options' `PortalName`, else "Customer portal" / "Partner portal". */
  portalName?: string;
  /** Provider logo, shown at 90 px. Default `/api2/Report/logo`. */
  logoUrl?: string;
  /** Default `login` (the only mode so far). */
  mode?: LoginCardMode;
  /** Pre-filled e-mail (e.g. from the `email` query parameter). */
  email?: string;
  /** After a successful login (the token is stored by then). */
  onLoggedIn?: () => void;
  /** The Forgot password button; it is shown only when this is given. Receives the typed e-mail. */
  onForgotPassword?: (email: string) => void;
  className?: string;
}

/** The sign-in card: provider logo, portal name and the form of the current mode. */
export function LoginCard({
  scope,
  portalName,
  logoUrl = '/api2/Report/logo',
  mode = 'login',
  email,
  onLoggedIn,
  onForgotPassword,
  className,
}: LoginCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const options = usePortalOptionsIf(portalName === undefined);
  const title =
    portalName ??
    options?.PortalName ??
    intl.formatMessage(scope === 'partner' ? messages.partnerPortal : messages.customerPortal);

  return (
    <Card className={className} data-mode={mode} aria-labelledby={titleId}>
      <Header>
        <Logo>
          <Image src={logoUrl} alt={intl.formatMessage(messages.logoAlt)} width={90} height={90} />
        </Logo>
        <Title id={titleId}>{title}</Title>
        <Subtitle>{intl.formatMessage(messages.subtitle)}</Subtitle>
      </Header>
      <LoginForm
        scope={scope}
        initialEmail={email}
        onLoggedIn={onLoggedIn}
        onForgotPassword={onForgotPassword}
      />
    </Card>
  );
}

/**
 * The portal options, asked for only when the host gives no portal name. Same SWR key as the
 * sdk's `usePortalOptions`, so a page that already has them answers from the cache.
 */
function usePortalOptionsIf(enabled: boolean): PortalOptions | undefined {
  const client = useClient();
  const { data } = useSWR<PortalOptions, ApiError>(
    enabled ? [SWR_KEY_PREFIX, '/api2/app/portal'] : null,
    () => client.request(client.api.GET('/api2/app/portal')),
  );
  return data;
}
