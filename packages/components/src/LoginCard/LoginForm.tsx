import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, SIGN_IN_SCOPE, validateEmail, validateLoginPassword } from '@eqp/sdk';
import { useClient } from '@eqp/sdk/react';
import { Button } from '../Button';
import { ErrorIcon } from '../internal/icons';
import { PasswordToggle } from '../internal/PasswordToggle';
import { tooManyAttemptsText } from '../internal/TooManyAttempts';
import { TextField } from '../TextField';
import { messages } from './messages';
import { Actions, Alert, Form } from './LoginCard.styles';
import type { LoginScope } from './LoginCard';

export interface LoginFormProps {
  scope: LoginScope;
  /** Pre-filled e-mail (e.g. the `email` query parameter). */
  initialEmail?: string;
  /** Every change of the typed e-mail (the card keeps it for the recovery screens). */
  onEmailChange?: (email: string) => void;
  onLoggedIn?: () => void;
  onForgotPassword?: (email: string) => void;
}

/** Statuses meaning "the server rejected these credentials"; others are reported by the provider's snackbar. */
const REJECTED = new Set([400, 401]);
/** The right credentials of an account of the other portal (a customer account on /partner, or the reverse). */
const OTHER_PORTAL = 403;

/**
 * Why the last login failed, shown under the form: wrong credentials, an account of the other
 * portal, or too many attempts.
 */
type Refusal =
  { kind: 'rejected' } | { kind: 'wrongPortal' } | { kind: 'throttled'; retryAfterSeconds: number | null };

/** The login mode of the card: e-mail, password with show/hide, Login and Forgot password. */
export function LoginForm({
  scope,
  initialEmail = '',
  onEmailChange,
  onLoggedIn,
  onForgotPassword,
}: LoginFormProps) {
  const intl = useIntl();
  const client = useClient();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: initialEmail !== '', password: false });
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const emailProblem = validateEmail(email);
  const passwordProblem = validateLoginPassword(password);
  const valid = emailProblem === null && passwordProblem === null;

  const emailError =
    touched.email && emailProblem
      ? intl.formatMessage(emailProblem === 'required' ? messages.emailRequired : messages.emailInvalid)
      : undefined;
  const passwordError =
    touched.password && passwordProblem ? intl.formatMessage(messages.passwordRequired) : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!valid) {
      setTouched({ email: true, password: true });
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      await client.login({ username: email.trim(), password, scope: SIGN_IN_SCOPE[scope] });
    } catch (error) {
      setBusy(false);
      // Other failures (server down, time-out) are already shown by the provider's error snackbar.
      if (error instanceof ApiError && error.isTooManyRequests) {
        setRefusal({ kind: 'throttled', retryAfterSeconds: error.retryAfterSeconds });
      } else if (error instanceof ApiError && error.status === OTHER_PORTAL) {
        setRefusal({ kind: 'wrongPortal' });
      } else if (!(error instanceof ApiError) || REJECTED.has(error.status)) {
        setRefusal({ kind: 'rejected' });
        passwordRef.current?.focus();
      }
      return;
    }
    setBusy(false);
    onLoggedIn?.();
  }

  return (
    <Form noValidate onSubmit={submit} aria-busy={busy || undefined} data-state={busy ? 'busy' : 'idle'}>
      <TextField
        label={intl.formatMessage(messages.email)}
        type="email"
        name="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        readOnly={busy}
        error={emailError}
        onChange={(event) => {
          setEmail(event.target.value);
          onEmailChange?.(event.target.value);
          // Another address has its own budget: the wait shown may not apply to it.
          setRefusal(null);
        }}
        onBlur={() => setTouched((current) => ({ ...current, email: true }))}
      />
      <TextField
        ref={passwordRef}
        label={intl.formatMessage(messages.password)}
        type={showPassword ? 'text' : 'password'}
        name="password"
        autoComplete="current-password"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={password}
        readOnly={busy}
        hint={intl.formatMessage(messages.passwordHint)}
        error={passwordError}
        onChange={(event) => {
          setPassword(event.target.value);
          if (refusal?.kind === 'rejected') setRefusal(null);
        }}
        onBlur={() => setTouched((current) => ({ ...current, password: true }))}
        endAdornment={
          <PasswordToggle
            shown={showPassword}
            label={intl.formatMessage(messages.showPassword)}
            onToggle={() => setShowPassword((shown) => !shown)}
          />
        }
      />
      {refusal ? (
        <Alert role="alert" data-variant="error" data-state={refusal.kind}>
          <ErrorIcon size={16} />
          {refusal.kind === 'throttled'
            ? tooManyAttemptsText(intl, refusal.retryAfterSeconds)
            : refusal.kind === 'wrongPortal'
              ? intl.formatMessage(
                  scope === 'partner' ? messages.wrongPortalPartner : messages.wrongPortalCustomer,
                )
              : intl.formatMessage(messages.invalidPassword)}
        </Alert>
      ) : null}
      <Actions>
        <Button type="submit" variant="primary" size="large" fullWidth disabled={!valid} busy={busy}>
          {intl.formatMessage(messages.login)}
        </Button>
        {onForgotPassword ? (
          <Button type="button" variant="ghost" fullWidth onClick={() => onForgotPassword(email.trim())}>
            {intl.formatMessage(messages.forgotPassword)}
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}
