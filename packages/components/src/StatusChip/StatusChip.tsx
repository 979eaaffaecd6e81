import { useIntl } from 'react-intl';
import { jobStatusColour, jobStatusKey } from '@eqp/sdk';
import { Chip } from './StatusChip.styles';
import { statusMessages, valueMessages } from './messages';

export interface StatusChipProps {
  /** The job status id (spec §4). */
  statusId: number;
  /** A label to show instead of the translated status name (e.g. the server's StatusName). */
  label?: string;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/** A job status as a coloured chip: the spec's colour set, other ids neutral. Styled from `data-status`. */
export function StatusChip({ statusId, label, className }: StatusChipProps) {
  const intl = useIntl();
  const key = jobStatusKey(statusId);
  const text =
    label ??
    (key
      ? intl.formatMessage(statusMessages[key])
      : intl.formatMessage(valueMessages.unknown, { id: statusId }));
  return (
    <Chip
      className={className}
      data-status={jobStatusColour(statusId)}
      data-status-id={statusId}
      title={text}
    >
      {text}
    </Chip>
  );
}
