import { useCallback, useId } from 'react';
import { useIntl } from 'react-intl';
import { TEXT_LIMITS, type Schema } from '@eqp/sdk';
import { useJobReportActions, type PartnerCommentField } from '@eqp/sdk/react';
import { useTextCounter } from '../internal/TextCounter';
import { CheckIcon, ErrorIcon } from '../internal/icons';
import {
  CommentFieldRoot,
  CommentText,
  FieldError,
  Hint,
  LabelRow,
  Muted,
  ReadOnlyComment,
  SaveStatus,
  TextArea,
} from './JobReport.styles';
import { messages, valueMessages } from './messages';
import { useSaveOnBlur, type SaveState } from './useSaveOnBlur';

/** "Saving…" or "Saved" beside a field, announced politely; nothing otherwise. */
export function SavedIndicator({ state }: { state: SaveState }) {
  const intl = useIntl();
  return (
    <SaveStatus role="status" data-state={state}>
      {state === 'saving' && intl.formatMessage(messages.saving)}
      {state === 'saved' && (
        <>
          <CheckIcon size={14} strokeWidth={2} />
          {intl.formatMessage(messages.saved)}
        </>
      )}
    </SaveStatus>
  );
}

/** "Error saving value" (spec §8), with the server's reason for a refused (400) value. */
export function SaveError({ id, reason }: { id: string; reason: string | undefined }) {
  const intl = useIntl();
  return (
    <FieldError id={id}>
      <ErrorIcon size={14} />
      {reason
        ? intl.formatMessage(valueMessages.saveErrorReason, { reason })
        : intl.formatMessage(messages.saveError)}
    </FieldError>
  );
}

/** A comment as text (read-only: the customer comment always, every comment once finalized). */
export function ReadOnlyCommentView({ label, text }: { label: string; text: string | null | undefined }) {
  const intl = useIntl();
  return (
    <ReadOnlyComment>
      <span>{label}</span>
      <div>
        {text?.trim() ? (
          <CommentText>{text}</CommentText>
        ) : (
          <Muted>{intl.formatMessage(messages.noComment)}</Muted>
        )}
      </div>
    </ReadOnlyComment>
  );
}

export interface CommentFieldProps {
  machineJob: Schema<'PartnerMachineJob'>;
  field: PartnerCommentField;
  label: string;
}

/**
 * The technician or invoice comment of a machine job: saved when the field is left, only when the
 * text changed (spec §5), with "Saving…", "Saved" or "Error saving value" (spec §8).
 */
export function CommentField({ machineJob, field, label }: CommentFieldProps) {
  const intl = useIntl();
  const id = useId();
  const { setComment } = useJobReportActions();
  const save = useCallback(
    (value: string) => setComment(machineJob.Id, field, value),
    [setComment, machineJob.Id, field],
  );
  const comment = useSaveOnBlur(machineJob[field] ?? '', save);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const failed = comment.state === 'error';
  // The contract's limit (SetCommentRequest): the field takes no more, and says so near it.
  const counter = useTextCounter(comment.value, TEXT_LIMITS.jobComment);
  return (
    <CommentFieldRoot>
      <LabelRow>
        <label htmlFor={id}>{label}</label>
        <SavedIndicator state={comment.state} />
      </LabelRow>
      <TextArea
        id={id}
        value={comment.value}
        rows={3}
        maxLength={TEXT_LIMITS.jobComment}
        onChange={(event) => comment.change(event.target.value)}
        onBlur={() => void comment.commit()}
        aria-invalid={failed || undefined}
        aria-describedby={[failed ? errorId : '', hintId, counter.describedBy ?? '']
          .filter(Boolean)
          .join(' ')}
      />
      {failed && <SaveError id={errorId} reason={comment.reason} />}
      <Hint id={hintId}>{intl.formatMessage(messages.savesOnLeave)}</Hint>
      {counter.element}
    </CommentFieldRoot>
  );
}
