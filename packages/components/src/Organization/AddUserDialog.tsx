import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, TEXT_LIMITS, USER_TYPE, validateEmail, validateRequired } from '@eqp/sdk';
import { useUserActions } from '@eqp/sdk/react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { ErrorIcon } from '../internal/icons';
import { useSnackbar } from '../Snackbar';
import { TextField } from '../TextField';
import { messages, valueMessages } from './messages';
import {
  CheckboxRow,
  Choice,
  ChoiceHint,
  ChoiceText,
  Choices,
  Fieldset,
  Form,
  FormError,
  Legend,
} from './Organization.styles';

/** The longest name and e-mail the server takes. */

type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

interface Draft {
  name: string;
  email: string;
  type: UserType;
  active: boolean;
}

const EMPTY: Draft = { name: '', email: '', type: USER_TYPE.Moderator, active: true };

export interface AddUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The current organisation (the new user's CustomerId, spec §5). */
  customerId: number | undefined;
}

/**
 * The new-user dialog (spec §5): Name required, e-mail required and valid, type Moderator (4,
 * default) or User (6), Active on by default. A refused add shows "Failed to create user." with
 * the server's text inside the dialog (spec §8).
 */
export function AddUserDialog({ open, onOpenChange, customerId }: AddUserDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const { add } = useUserActions();
  const { show } = useSnackbar();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const nameRule = validateRequired(draft.name);
  const emailRule = validateEmail(draft.email);
  const nameError = submitted && nameRule ? intl.formatMessage(messages.required) : undefined;
  const emailError =
    submitted && emailRule
      ? intl.formatMessage(emailRule === 'required' ? messages.emailRequired : messages.emailInvalid)
      : undefined;

  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) {
      setDraft(EMPTY);
      setSubmitted(false);
      setFailure(null);
    }
  };

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setFailure(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameRule) return nameRef.current?.focus();
    if (emailRule) return emailRef.current?.focus();
    if (customerId === undefined || busy) return;
    setBusy(true);
    setFailure(null);
    const name = draft.name.trim();
    try {
      await add({
        Name: name,
        EmailAdress: draft.email.trim(),
        UserTypeId: draft.type,
        CustomerId: customerId,
        Active: draft.active,
      });
      setBusy(false);
      onOpenChange(false);
      setDraft(EMPTY);
      setSubmitted(false);
      show({ message: intl.formatMessage(valueMessages.userAdded, { name }), variant: 'success' });
    } catch (error) {
      setBusy(false);
      const message =
        error instanceof ApiError || error instanceof Error
          ? error.message
          : intl.formatMessage(messages.unknownError);
      setFailure(message || intl.formatMessage(messages.unknownError));
    }
  };

  const typeChoices: { type: UserType; label: string; hint: string }[] = [
    {
      type: USER_TYPE.Moderator,
      label: intl.formatMessage(messages.moderator),
      hint: intl.formatMessage(messages.moderatorHint),
    },
    {
      type: USER_TYPE.User,
      label: intl.formatMessage(messages.user),
      hint: intl.formatMessage(messages.userHint),
    },
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={intl.formatMessage(messages.addUser)}
      description={intl.formatMessage(messages.addUserDescription)}
      size="medium"
      actions={
        <>
          <Button disabled={busy} onClick={() => close(false)}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={busy}>
            {intl.formatMessage(messages.addUser)}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
        {failure !== null && (
          <FormError role="alert">
            <ErrorIcon size={18} />
            <span>{intl.formatMessage(valueMessages.addFailed, { message: failure })}</span>
          </FormError>
        )}
        <TextField
          ref={nameRef}
          label={intl.formatMessage(messages.name)}
          autoComplete="off"
          required
          maxLength={TEXT_LIMITS.userName}
          counter
          value={draft.name}
          error={nameError}
          disabled={busy}
          onChange={(event) => change({ name: event.target.value })}
        />
        <TextField
          ref={emailRef}
          label={intl.formatMessage(messages.email)}
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          maxLength={TEXT_LIMITS.email}
          counter
          value={draft.email}
          error={emailError}
          disabled={busy}
          onChange={(event) => change({ email: event.target.value })}
        />
        <Fieldset disabled={busy}>
          <Legend>{intl.formatMessage(messages.type)}</Legend>
          <Choices>
            {typeChoices.map(({ type, label, hint }) => {
              const inputId = `${formId}-type-${type}`;
              return (
                <Choice
                  key={type}
                  data-state={draft.type === type ? 'checked' : 'unchecked'}
                  onClick={() => !busy && change({ type })}
                >
                  <input
                    id={inputId}
                    type="radio"
                    name={`${formId}-type`}
                    value={type}
                    checked={draft.type === type}
                    aria-describedby={`${inputId}-hint`}
                    onChange={() => change({ type })}
                  />
                  <ChoiceText>
                    <label htmlFor={inputId}>{label}</label>
                    <ChoiceHint id={`${inputId}-hint`}>{hint}</ChoiceHint>
                  </ChoiceText>
                </Choice>
              );
            })}
          </Choices>
        </Fieldset>
        <CheckboxRow>
          <input
            type="checkbox"
            checked={draft.active}
            disabled={busy}
            onChange={(event) => change({ active: event.target.checked })}
          />
          <span>{intl.formatMessage(messages.activeField)}</span>
        </CheckboxRow>
      </Form>
    </Dialog>
  );
}
