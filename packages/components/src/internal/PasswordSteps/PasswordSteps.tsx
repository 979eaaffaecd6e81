import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  OTP_LENGTH,
  validateConfirmPassword,
  validateEmail,
  validateNewPassword,
  type NewPasswordRule,
} from '@eqp/sdk';
import { Button } from '../../Button';
import { Spinner } from '../../LoadingBox';
import { TextField } from '../../TextField';
import { CheckIcon, ErrorIcon, PendingIcon, SuccessIcon } from '../icons';
import { PasswordToggle } from '../PasswordToggle';
import { messages, valueMessages } from './messages';
import { useAccountRecovery } from './useAccountRecovery';
import {
  CodeField,
  Intro,
  RuleItem,
  RuleList,
  Status,
  StatusText,
  StepActions,
  StepForm,
  TextButton,
} from './PasswordSteps.styles';
import { VisuallyHidden } from '../VisuallyHidden';

/* ------------------------------------------------------------------ send */

export interface SendCodeStepProps {
  /** The address the code goes to. */
  email: string;
  /** Makes the e-mail a field (login card); without it the address is fixed (My account). */
  onEmailChange?: (email: string) => void;
  /** A code was sent to this address already: Send reads Send again, with Password sent. */
  sent: boolean;
  /** The code is on its way to `email`. */
  onSent: (email: string) => void;
  /** Back (login card) or Cancel (My account). */
  onBack: () => void;
  backLabel?: 'back' | 'cancel';
  /** Shown after a success: goes on to the code screen. */
  onEnterCode?: () => void;
}

/** The reset request (spec §2): e-mail, Send (Send again after a success), Back. */
export function SendCodeStep({
  email,
  onEmailChange,
  sent,
  onSent,
  onBack,
  backLabel = 'back',
  onEnterCode,
}: SendCodeStepProps) {
  const intl = useIntl();
  const { sendCode } = useAccountRecovery();
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(email !== '');
  const emailRef = useRef<HTMLInputElement>(null);
  const problem = validateEmail(email);
  const emailError =
    touched && problem
      ? intl.formatMessage(problem === 'required' ? messages.emailRequired : messages.emailInvalid)
      : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (problem) {
      setTouched(true);
      emailRef.current?.focus();
      return;
    }
    setBusy(true);
    const ok = await sendCode(email);
    setBusy(false);
    if (ok) onSent(email.trim());
  }

  return (
    <StepForm noValidate onSubmit={submit} aria-busy={busy || undefined} data-step="send">
      <Intro>
        {onEmailChange
          ? intl.formatMessage(messages.sendIntro)
          : intl.formatMessage(valueMessages.sendOwnIntro, { email })}
      </Intro>
      {onEmailChange ? (
        <TextField
          ref={emailRef}
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
          onChange={(event) => onEmailChange(event.target.value)}
          onBlur={() => setTouched(true)}
        />
      ) : null}
      {sent ? (
        <Status role="status" data-variant="success">
          <SuccessIcon size={16} />
          <StatusText>
            <strong>{intl.formatMessage(messages.passwordSent)}</strong>
            <span>{intl.formatMessage(messages.checkEmail)}</span>
          </StatusText>
        </Status>
      ) : null}
      <StepActions>
        {sent && onEnterCode ? (
          <Button type="button" variant="primary" size="large" fullWidth onClick={onEnterCode}>
            {intl.formatMessage(messages.enterCode)}
          </Button>
        ) : null}
        <Button
          type="submit"
          variant={sent && onEnterCode ? 'secondary' : 'primary'}
          size="large"
          fullWidth
          disabled={problem !== null}
          busy={busy}
        >
          {intl.formatMessage(sent ? messages.sendAgain : messages.send)}
        </Button>
        <Button type="button" variant="ghost" fullWidth onClick={onBack} disabled={busy}>
          {intl.formatMessage(backLabel === 'cancel' ? messages.cancel : messages.back)}
        </Button>
      </StepActions>
    </StepForm>
  );
}

/* ------------------------------------------------------------------ code */

export interface CodeStepProps {
  email: string;
  /** The typed code (the host may keep it, e.g. in the address). */
  code: string;
  onCodeChange: (code: string) => void;
  /** Confirm with a validated code. */
  onConfirm: (code: string) => void;
  onCancel: () => void;
  /** Send a new code (back to the reset request); no button without it. */
  onNewCode?: () => void;
}

type CodeCheck = { code: string; state: 'checking' | 'valid' | 'invalid' | 'failed' };

/** Only digits, at most six. */
export function cleanCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/**
 * The code screen (spec §2, §4): says where the code went; the code is checked with
 * GET /api2/Accounts/ValidateOtp as soon as the sixth digit is typed (Invalid code in red, Code
 * validated in green); Confirm (only with a validated code) and Cancel.
 */
export function CodeStep({ email, code, onCodeChange, onConfirm, onCancel, onNewCode }: CodeStepProps) {
  const intl = useIntl();
  const { validateCode } = useAccountRecovery();
  const [check, setCheck] = useState<CodeCheck | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const complete = code.length === OTP_LENGTH;

  useEffect(() => {
    if (!complete) return;
    let current = true;
    setCheck({ code, state: 'checking' });
    void validateCode(email, code).then((valid) => {
      if (!current) return;
      setCheck({ code, state: valid === null ? 'failed' : valid ? 'valid' : 'invalid' });
    });
    return () => {
      current = false;
    };
  }, [complete, code, email, validateCode]);

  const state = complete && check?.code === code ? check.state : null;
  const valid = state === 'valid';

  useEffect(() => {
    if (state === 'invalid') inputRef.current?.select();
  }, [state]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (valid) onConfirm(code);
  }

  return (
    <StepForm noValidate onSubmit={submit} data-step="otp" data-state={state ?? 'idle'}>
      <Intro>{intl.formatMessage(valueMessages.codeSent, { email })}</Intro>
      <CodeField>
        <TextField
          ref={inputRef}
          label={intl.formatMessage(messages.code)}
          name="one-time-code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          spellCheck={false}
          autoFocus
          value={code}
          hint={intl.formatMessage(messages.codeHint)}
          onChange={(event) => onCodeChange(cleanCode(event.target.value))}
        />
      </CodeField>
      <div role="status" aria-live="polite">
        {state === 'checking' ? (
          <Status data-variant="info">
            <Spinner size={16} />
            {intl.formatMessage(messages.checking)}
          </Status>
        ) : state === 'valid' ? (
          <Status data-variant="success">
            <SuccessIcon size={16} />
            {intl.formatMessage(messages.codeValidated)}
          </Status>
        ) : state === 'invalid' ? (
          <Status data-variant="error">
            <ErrorIcon size={16} />
            {intl.formatMessage(messages.invalidCode)}
          </Status>
        ) : null}
      </div>
      <StepActions data-layout="row">
        <Button type="button" variant="secondary" size="large" fullWidth onClick={onCancel}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button type="submit" variant="primary" size="large" fullWidth disabled={!valid}>
          {intl.formatMessage(messages.confirm)}
        </Button>
      </StepActions>
      {onNewCode ? (
        <TextButton type="button" onClick={onNewCode}>
          {intl.formatMessage(messages.newCode)}
        </TextButton>
      ) : null}
    </StepForm>
  );
}

/* ------------------------------------------------------------------ new password */

export interface NewPasswordStepProps {
  email: string;
  /** The change (and what follows) runs. */
  busy: boolean;
  /** Both fields pass the rules of spec §5. */
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** The rules of the checklist, in the order `validateNewPassword` checks them ("required" is the field's own). */
const CHECKLIST: {
  rule: Exclude<NewPasswordRule, 'required'>;
  message: (typeof messages)[keyof typeof messages];
}[] = [
  { rule: 'minLength', message: messages.minLength },
  { rule: 'capital', message: messages.capital },
  { rule: 'digit', message: messages.digit },
  { rule: 'special', message: messages.special },
];

/**
 * New password and its confirmation (spec §5). Every rule is listed under the new password from the
 * start and ticked as it is met; a polite live region says how many are met. Confirm refuses while
 * any rule is unmet or the confirmation differs: the password field is then invalid, described by
 * every unmet rule at once (also once the field was left). Empty fields say "Please type password."
 * and "Please type confirm password".
 */
export function NewPasswordStep({ email, busy, onSubmit, onCancel }: NewPasswordStepProps) {
  const intl = useIntl();
  const checklistId = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const [shown, setShown] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const passwordRules = validateNewPassword(password);
  const confirmRule = validateConfirmPassword(confirm, password);
  const metCount = CHECKLIST.filter(({ rule }) => !passwordRules.includes(rule)).length;
  const showUnmet = touched.password && password !== '' && passwordRules.length > 0;
  const passwordError = !touched.password
    ? undefined
    : password === ''
      ? intl.formatMessage(messages.required)
      : showUnmet
        ? intl.formatMessage(messages.rulesUnmet)
        : undefined;
  const confirmError =
    touched.confirm && confirmRule
      ? intl.formatMessage(confirmRule === 'required' ? messages.confirmRequired : messages.mismatch)
      : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setTouched({ password: true, confirm: true });
    if (passwordRules.length > 0) return passwordRef.current?.focus();
    if (confirmRule) return confirmRef.current?.focus();
    onSubmit(password);
  }

  const toggle = (
    <PasswordToggle
      shown={shown}
      label={intl.formatMessage(messages.showPassword)}
      onToggle={() => setShown((value) => !value)}
    />
  );

  return (
    <StepForm noValidate onSubmit={submit} aria-busy={busy || undefined} data-step="set">
      <Intro>{intl.formatMessage(valueMessages.setIntro, { email })}</Intro>
      {/* Lets password managers store the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <TextField
        ref={passwordRef}
        label={intl.formatMessage(messages.newPassword)}
        type={shown ? 'text' : 'password'}
        name="new-password"
        autoComplete="new-password"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        required
        value={password}
        readOnly={busy}
        hint={intl.formatMessage(messages.newPasswordHint)}
        error={passwordError}
        // The unmet rules themselves (the list's own name would replace their text).
        aria-describedby={
          showUnmet
            ? CHECKLIST.filter(({ rule }) => passwordRules.includes(rule))
                .map(({ rule }) => `${checklistId}-${rule}`)
                .join(' ')
            : undefined
        }
        onChange={(event) => setPassword(event.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, password: true }))}
        endAdornment={toggle}
      />
      <RuleList aria-label={intl.formatMessage(messages.rules)}>
        {CHECKLIST.map(({ rule, message }) => {
          const met = !passwordRules.includes(rule);
          return (
            <RuleItem
              key={rule}
              id={`${checklistId}-${rule}`}
              data-state={met ? 'met' : showUnmet ? 'error' : 'unmet'}
            >
              {met ? (
                <CheckIcon size={16} strokeWidth={2} />
              ) : showUnmet ? (
                <ErrorIcon size={16} />
              ) : (
                <PendingIcon size={16} />
              )}
              <span>{intl.formatMessage(message)}</span>
              <VisuallyHidden>
                {intl.formatMessage(met ? messages.ruleMet : messages.ruleNotMet)}
              </VisuallyHidden>
            </RuleItem>
          );
        })}
      </RuleList>
      <VisuallyHidden aria-live="polite">
        {password === ''
          ? ''
          : metCount === CHECKLIST.length
            ? intl.formatMessage(messages.allRulesMet)
            : intl.formatMessage(valueMessages.rulesMet, { met: metCount, total: CHECKLIST.length })}
      </VisuallyHidden>
      <TextField
        ref={confirmRef}
        label={intl.formatMessage(messages.confirmPassword)}
        type={shown ? 'text' : 'password'}
        name="confirm-password"
        autoComplete="new-password"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={confirm}
        readOnly={busy}
        error={confirmError}
        onChange={(event) => setConfirm(event.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, confirm: true }))}
      />
      <StepActions data-layout="row">
        <Button type="button" variant="secondary" size="large" fullWidth onClick={onCancel} disabled={busy}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button type="submit" variant="primary" size="large" fullWidth busy={busy}>
          {intl.formatMessage(messages.confirm)}
        </Button>
      </StepActions>
    </StepForm>
  );
}
