import { useIntl } from 'react-intl';
import { appointmentColour, daysUntil } from '@eqp/sdk';
import { Svg } from '../internal/icons';
import { useFormatDate } from '../internal/useFormatDate';
import { valueMessages } from './messages';
import { Appointment, AppointmentDay, AppointmentTime } from './PartnerJobList.styles';

const CalendarIcon = () => (
  <Svg size={16}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Svg>
);

export interface AppointmentDateProps {
  /** The appointment day (date-time). */
  date: string;
  /** Start of the appointment (date-time); shown as a time after the date when given. */
  startTime?: string | null;
  /** End of the appointment (date-time); shown as "start–end" when given. */
  endTime?: string | null;
  /** "Today", "in 3 days" beside the date; default true. */
  relative?: boolean;
  /** Replaces "now" (stories and tests). */
  now?: Date;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/**
 * An appointment date with the colour rule of spec §4 (sdk `appointmentColour`): more than 5 days
 * ahead primary, past disabled, otherwise warning; styled from `data-colour`. The relative day
 * ("in 3 days", "yesterday") says in words what the colour says; it is the catalogue's text, not
 * `Intl.RelativeTimeFormat`, whose Norwegian counts days as "døgn" (24-hour periods).
 */
export function AppointmentDate({
  date,
  startTime,
  endTime,
  relative = true,
  now,
  className,
}: AppointmentDateProps) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const colour = appointmentColour(date, now);
  const days = daysUntil(date, now);
  const time = (value: string | null | undefined) =>
    value ? intl.formatTime(value, { hour: '2-digit', minute: '2-digit' }) : null;
  const from = time(startTime);
  const to = time(endTime);
  return (
    <Appointment data-colour={colour} className={className}>
      <AppointmentDay>
        <CalendarIcon />
        <span>
          <time dateTime={date}>{formatDate(date)}</time>
          {relative && !Number.isNaN(days)
            ? ` · ${
                days >= 0
                  ? intl.formatMessage(valueMessages.daysAhead, { days })
                  : intl.formatMessage(valueMessages.daysAgo, { days: -days })
              }`
            : ''}
        </span>
      </AppointmentDay>
      {from ? ' ' : ''}
      {from && <AppointmentTime>{`${from}${to ? `–${to}` : ''}`}</AppointmentTime>}
    </Appointment>
  );
}
