import { useId, useState, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { ErrorIcon } from '../internal/icons';
import { TextCounter, textCounterShown } from '../internal/TextCounter';
import { Control, ErrorText, Field, Hint, Label } from './TextArea.styles';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  /** The visible label, linked with the text area (its accessible name). */
  label: ReactNode;
  /** Help text under the field, always shown (linked with `aria-describedby`). */
  hint?: ReactNode;
  /** Validation text; when set the field is `aria-invalid` and the text is shown under it. */
  error?: ReactNode;
  /**
   * With `maxLength`: from 80 % of the limit show how many characters the field holds
   * ("183 / 200"), say when the limit is reached and announce it politely to screen readers.
   */
  counter?: boolean;
  /** A ref to the `textarea` element (e.g. to focus it). */
  ref?: Ref<HTMLTextAreaElement>;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/**
 * A labelled text area with hint, validation text and character counter: TextField's API and look
 * for text of several lines (comments, descriptions). `rows` sets its height (at least 88 px); the
 * user may make it taller.
 */
export function TextArea({
  label,
  hint,
  error,
  id,
  className,
  disabled,
  counter = false,
  ref,
  onChange,
  ...textarea
}: TextAreaProps) {
  const generated = useId();
  const textareaId = id ?? `${generated}-textarea`;
  const hintId = hint ? `${textareaId}-hint` : undefined;
  const errorId = error ? `${textareaId}-error` : undefined;
  // The length of an uncontrolled field, followed as it is typed.
  const [typedLength, setTypedLength] = useState(() => String(textarea.defaultValue ?? '').length);
  const max = counter ? textarea.maxLength : undefined;
  const length = textarea.value !== undefined ? String(textarea.value).length : typedLength;
  const counterId = `${textareaId}-counter`;
  const counted = max !== undefined && max > 0 && textCounterShown(length, max);
  const describedBy =
    [errorId, hintId, counted ? counterId : undefined, textarea['aria-describedby']]
      .filter(Boolean)
      .join(' ') || undefined;
  const state = disabled ? 'disabled' : error ? 'invalid' : 'valid';
  return (
    <Field className={className} data-state={state}>
      <Label htmlFor={textareaId}>{label}</Label>
      <Control
        rows={3}
        {...textarea}
        ref={ref}
        id={textareaId}
        disabled={disabled}
        data-state={state}
        onChange={(event) => {
          if (textarea.value === undefined) setTypedLength(event.target.value.length);
          onChange?.(event);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
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
