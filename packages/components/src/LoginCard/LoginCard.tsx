import { useEffect, useId, useState } from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { OTP_LENGTH, SIGN_IN_SCOPE, type ApiError, type PortalOptions } from '@eqp/sdk';
import { SWR_KEY_PREFIX, useClient } from '@eqp/sdk/react';
import { Button } from '../Button';
import { Image } from '../Image';
import { ErrorIcon } from '../internal/icons';
import { apiUrl, PROVIDER_LOGO_PATH } from '../internal/apiUrl';
import {
  CodeStep,
  NewPasswordStep,
  SendCodeStep,
  cleanCode,
  passwordStepMessages,
  useAccountRecovery,
} from '../internal/PasswordSteps';
import { useSnackbar } from '../Snackbar';
import { messages } from './messages';
import { LoginForm } from './LoginForm';
import { Actions, Alert, Card, Form, Header, Logo, Subtitle, Title } from './LoginCard.styles';

export type LoginScope = 'customer' | 'partner';

/**
 * What the card shows (spec §2 "Login card"): `login`; `send` (request a reset), `otp` (enter the
 * one-time code) and `set` (choose a new password).
 */
export type LoginCardMode = 'login' | 'send' | 'otp' | 'set';

/** Where the card goes next: the host keeps these in its address (spec §2: `mode`, `email`, `otp`). */
export interface LoginCardChange {
  mode: LoginCardMode;
  /** The e-mail typed so far (may be empty). */
  email: string;
  /** The typed one-time code; only in `otp` and `set`, so leaving them clears it. */
  otp?: string;
}

export interface LoginCardProps {
  /** Which portal to sign in to: `ServiceProvider.Customer` or `ServiceProvider.Partner`. */
  scope: LoginScope;
  /** Title of the card. Default: the portal options' `PortalName`, else "Customer portal" / "Partner portal". */
  portalName?: string;
  /** Provider logo, shown at 90 px. Default `/api2/Report/logo` on the sdk client's `baseUrl`. */
  logoUrl?: string;
  /**
   * The screen, controlled by the host (e.g. from the `mode` query parameter); with
   * `onModeChange` the host follows the card. Without it the card keeps its own mode from `login`.
   */
  mode?: LoginCardMode;
  /** Pre-filled e-mail (e.g. from the `email` query parameter). */
  email?: string;
  /** Pre-filled one-time code in `otp` and `set` (e.g. from the `otp` query parameter). */
  otp?: string;
  /**
   * The card moves to another screen, or the typed code changed. Forgot password, Send, Confirm,
   * Back and Cancel go through here; `otp` is left out outside `otp` and `set`.
   */
  onModeChange?: (change: LoginCardChange) => void;
  /** After a successful login, also the automatic one after a new password (the token is stored by then). */
  onLoggedIn?: () => void;
  /**
   * Also called by Forgot password, with the typed e-mail. The button is shown when this or
   * `onModeChange` is given.
   */
  onForgotPassword?: (email: string) => void;
  /**
   * The level of the card's title. Default 1: the card is the page. A host showing it inside
   * something titled already (a dialog, a section of its own page) gives the level below that.
   */
  headingLevel?: 1 | 2 | 3;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

const SUBTITLE = {
  login: messages.subtitle,
  send: messages.subtitleSend,
  otp: messages.subtitleOtp,
  set: messages.subtitleSet,
} as const;

/**
 * The sign-in card: provider logo, portal name and the screen of the current mode - login, the
 * reset request, the one-time code and the new password (spec §2, §4, §5, §8).
 */
export function LoginCard({
  scope,
  portalName,
  logoUrl,
  mode: modeProp,
  email: emailProp,
  otp: otpProp,
  onModeChange,
  onLoggedIn,
  onForgotPassword,
  headingLevel = 1,
  className,
}: LoginCardProps) {
  const intl = useIntl();
  const client = useClient();
  const { show } = useSnackbar();
  const { changePassword } = useAccountRecovery();
  const titleId = useId();
  const { options, unreachable, retry } = usePortalOptionsIf(portalName === undefined);
  const title =
    portalName ??
    options?.PortalName ??
    intl.formatMessage(scope === 'partner' ? messages.partnerPortal : messages.customerPortal);

  // onModeChange is called by `go` with the e-mail and code too, so not through the hook.
  const [mode, setMode] = useControllableState<LoginCardMode>({
    prop: modeProp,
    defaultProp: 'login',
    caller: 'LoginCard',
  });
  const [email, setEmail] = useState(emailProp ?? '');
  const [otp, setOtp] = useState(cleanCode(otpProp ?? ''));
  // The host's address changed by itself (browser back and forward): follow it.
  const [seen, setSeen] = useState({ emailProp, otpProp });
  if (seen.emailProp !== emailProp || seen.otpProp !== otpProp) {
    setSeen({ emailProp, otpProp });
    if (emailProp !== undefined && emailProp !== seen.emailProp) setEmail(emailProp);
    if (otpProp !== seen.otpProp) setOtp(cleanCode(otpProp ?? ''));
  }
  /** The address the last code went to in this card: Send reads Send again (spec §2). */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const go = (next: LoginCardMode, patch: { email?: string; otp?: string } = {}) => {
    const nextEmail = patch.email ?? email;
    const nextOtp = next === 'otp' || next === 'set' ? (patch.otp ?? otp) : '';
    setEmail(nextEmail);
    // The code itself is forgotten once the card shows another mode (below): a host may apply
    // the new mode a render later (a router transition), and `set` must not lose its code meanwhile.
    if (next === 'otp' || next === 'set') setOtp(nextOtp);
    setMode(next);
    onModeChange?.({ mode: next, email: nextEmail, ...(nextOtp ? { otp: nextOtp } : {}) });
  };

  // Leaving otp and set clears the code (spec §2).
  useEffect(() => {
    if (mode === 'login' || mode === 'send') setOtp('');
  }, [mode]);

  // A new password needs a code: without one, the code screen comes first.
  const codeMissing = mode === 'set' && otp.length !== OTP_LENGTH;
  useEffect(() => {
    if (codeMissing) go('otp');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the mode or code changes
  }, [codeMissing]);

  async function setPassword(password: string) {
    setBusy(true);
    const address = email.trim();
    if (!(await changePassword(address, otp, password))) {
      setBusy(false);
      return;
    }
    show({ message: intl.formatMessage(passwordStepMessages.passwordChanged), variant: 'success' });
    try {
      await client.login({ username: address, password, scope: SIGN_IN_SCOPE[scope] });
    } catch {
      // The password is changed all the same: the login screen, with the e-mail, tells the rest.
      setBusy(false);
      go('login', { email: address });
      return;
    }
    setBusy(false);
    go('login', { email: address });
    onLoggedIn?.();
  }

  const canRecover = Boolean(onForgotPassword || onModeChange);

  return (
    <Card className={className} data-mode={mode} aria-labelledby={titleId}>
      <Header>
        <Logo>
          <Image
            src={logoUrl ?? apiUrl(PROVIDER_LOGO_PATH, client.baseUrl)}
            alt={intl.formatMessage(messages.logoAlt)}
            width={90}
            height={90}
          />
        </Logo>
        <Title id={titleId} as={`h${headingLevel}`}>
          {title}
        </Title>
        <Subtitle>{intl.formatMessage(SUBTITLE[mode])}</Subtitle>
      </Header>
      {unreachable && mode === 'login' ? (
        // No answer at all (server down, or a page whose origin the API's CORS_ORIGINS does not
        // list): signing in cannot work, so the card says so instead of a form that fails.
        <Form as="div" data-state="unreachable">
          <Alert role="alert" data-variant="error" data-state="unreachable">
            <ErrorIcon size={16} />
            {intl.formatMessage(messages.unreachable)}
          </Alert>
          <Actions>
            <Button variant="primary" size="large" fullWidth onClick={retry}>
              {intl.formatMessage(messages.retry)}
            </Button>
          </Actions>
        </Form>
      ) : mode === 'send' ? (
        <SendCodeStep
          email={email}
          onEmailChange={setEmail}
          sent={sentTo !== null && sentTo === email.trim()}
          onSent={(address) => {
            setSentTo(address);
            go('otp', { email: address, otp: '' });
          }}
          onEnterCode={() => go('otp', { otp: '' })}
          onBack={() => go('login')}
        />
      ) : mode === 'otp' || codeMissing ? (
        <CodeStep
          email={email}
          code={otp}
          onCodeChange={(code) => go('otp', { otp: code })}
          onConfirm={(code) => go('set', { otp: code })}
          onCancel={() => go('login')}
          onNewCode={() => go('send')}
        />
      ) : mode === 'set' ? (
        <NewPasswordStep
          email={email}
          busy={busy}
          onSubmit={(password) => void setPassword(password)}
          onCancel={() => go('login')}
        />
      ) : (
        <LoginForm
          scope={scope}
          initialEmail={email}
          onEmailChange={setEmail}
          onLoggedIn={onLoggedIn}
          onForgotPassword={
            canRecover
              ? (typed) => {
                  onForgotPassword?.(typed);
                  go('send', { email: typed });
                }
              : undefined
          }
        />
      )}
    </Card>
  );
}

/**
 * The portal options, asked for only when the host gives no portal name. Same SWR key as the
 * sdk's `usePortalOptions`, so a page that already has them answers from the cache. `unreachable`:
 * the call got no answer at all (status 0: network failure or a refused cross-origin call).
 */
function usePortalOptionsIf(enabled: boolean): {
  options: PortalOptions | undefined;
  unreachable: boolean;
  retry: () => void;
} {
  const client = useClient();
  const { data, error, mutate } = useSWR<PortalOptions, ApiError>(
    enabled ? [SWR_KEY_PREFIX, '/api2/app/portal'] : null,
    // No answer at all is the card's to say (below), not the snackbar's as well.
    () => client.request(client.api.GET('/api2/app/portal', { fetch: client.fetchShowing(0) })),
  );
  return {
    options: data,
    unreachable: !data && error?.status === 0,
    retry: () => void mutate(),
  };
}
