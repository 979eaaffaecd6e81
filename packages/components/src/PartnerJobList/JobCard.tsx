import { useId } from 'react';
import { useIntl } from 'react-intl';
import { partnerOpensDirectly, type Schema } from '@eqp/sdk';
import { Svg } from '../internal/icons';
import { StatusChip } from '../StatusChip';
import { AppointmentDate } from './AppointmentDate';
import { messages, valueMessages } from './messages';
import { Card, CardButton, CardHead, CardMeta, Customer, JobName, Muted } from './PartnerJobList.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

type PartnerJob = Schema<'PartnerJob'>;

const PinIcon = () => (
  <Svg size={16}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Svg>
);

/** The job's name: its display name, else its type, else its code or id. */
export function jobTitle(job: PartnerJob): string {
  return job.DisplayName || job.JobTypeName || job.Code || `#${job.Id}`;
}

/** One job of a list: activating it opens (or starts) the job. */
export function JobCard({ job, now, onActivate }: { job: PartnerJob; now?: Date; onActivate: () => void }) {
  const intl = useIntl();
  const metaId = useId();
  const first = job.Appointments[0];
  const city = job.CustomerDeliveryAdressCity?.trim();
  const meta = [
    job.Order ? intl.formatMessage(valueMessages.order, { number: String(job.Order.Id) }) : null,
    job.JobTypeName ?? null,
  ].filter((part): part is string => Boolean(part));
  return (
    <Card
      data-status-id={job.StatusId}
      data-opens={partnerOpensDirectly(job.StatusId) ? 'directly' : 'start'}
    >
      <CardHead>
        <CardButton type="button" onClick={onActivate} aria-describedby={metaId}>
          <Customer>{job.Customer.Name}</Customer>
          <JobName>{jobTitle(job)}</JobName>
        </CardButton>
        <StatusChip statusId={job.StatusId} />
      </CardHead>
      <CardMeta id={metaId}>
        {meta.length > 0 && <span data-part="order">{meta.join(' · ')}</span>}{' '}
        <span data-part="city">
          <PinIcon />
          <VisuallyHidden>{intl.formatMessage(messages.city)}:</VisuallyHidden>{' '}
          {city || <Muted>{intl.formatMessage(messages.noAddress)}</Muted>}
        </span>{' '}
        <span data-part="appointment">
          <VisuallyHidden>{intl.formatMessage(messages.appointment)}:</VisuallyHidden>{' '}
          {first ? (
            <AppointmentDate
              date={first.AppointmentDate}
              startTime={first.StartTime}
              endTime={first.EndTime}
              now={now}
            />
          ) : (
            <Muted>{intl.formatMessage(messages.noAppointment)}</Muted>
          )}
        </span>
      </CardMeta>
    </Card>
  );
}
