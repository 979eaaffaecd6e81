import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { ErrorIcon } from '../internal/icons';
import { TextCounter, textCounterShown } from '../internal/TextCounter';
import { Adornment, Control, ErrorText, Field, Hint, Input, Label } from './TextField.styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** The visible label, linked with the input (its accessible name). */
  label: ReactNode;
  /** Help text under the field, always shown (linked with `aria-describedby`). */
  hint?: ReactNode;
  /** Validation text; when set the field is `aria-invalid` and the text is shown under it. */
  error?: ReactNode;
  /** Content at the end of the input, e.g. a show/hide button. */
  endAdornment?: ReactNode;
  /**
   * With `maxLength`: from 80 % of the limit show how many characters the field holds
   * ("183 / 200"), say when the limit is reached and announce it politely to screen readers.
   */
  counter?: boolean;
  /** A ref to the `input` element (e.g. to focus it). */
  ref?: Ref<HTMLInputElement>;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/** A labelled text input with hint and validation text. */
export function TextField({
  label,
  hint,
  error,
  endAdornment,
  id,
  className,
  disabled,
  counter = false,
  ref,
  onChange,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  // The length of an uncontrolled field, followed as it is typed.
  const [typedLength, setTypedLength] = useState(() => String(input.defaultValue ?? '').length);
  const max = counter ? input.maxLength : undefined;
  const length = input.value !== undefined ? String(input.value).length : typedLength;
  const counterId = `${inputId}-counter`;
  const counted = max !== undefined && max > 0 && textCounterShown(length, max);
  const describedBy =
    [errorId, hintId, counted ? counterId : undefined, input['aria-describedby']].filter(Boolean).join(' ') ||
    undefined;
  const state = disabled ? 'disabled' : error ? 'invalid' : 'valid';
  return (
    <Field className={className} data-state={state}>
      <Label htmlFor={inputId}>{label}</Label>
      <Control data-state={state}>
        <Input
          {...input}
          ref={ref}
          id={inputId}
          disabled={disabled}
          onChange={(event) => {
            if (input.value === undefined) setTypedLength(event.target.value.length);
            onChange?.(event);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {endAdornment ? <Adornment>{endAdornment}</Adornment> : null}
      </Control>
      {error ? (
        <ErrorText id={errorId}>
          <ErrorIcon size={14} />
          {error}
        </ErrorText>
      ) : null}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {max !== undefined && max > 0 ? <TextCounter id={counterId} length={length} max={max} /> : null}
    </Field>
  );
}
