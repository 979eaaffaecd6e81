import { useId } from 'react';
import { useIntl } from 'react-intl';
import { appointmentColour, type AppointmentColour, type Schema } from '@eqp/sdk';
import { useFormatDate } from '../internal/useFormatDate';
import { EnvelopeIcon, ExternalLinkIcon, MapPinIcon, PhoneCallIcon, UserIcon } from '../internal/icons';
import {
  Appointment,
  AppointmentList,
  AppointmentTag,
  AppointmentWhen,
  Card,
  CardTitle,
  CommentText,
  CustomerName,
  Facts,
  InfoGrid,
  InlineLink,
  Muted,
  Participants,
} from './JobReport.styles';
import { messages, valueMessages } from './messages';
import { VisuallyHidden } from '../internal/VisuallyHidden';

type PartnerJob = Schema<'PartnerJob'>;
type PartnerAppointment = Schema<'PartnerAppointment'>;

/** The delivery address as lines: street; zip and city; country. Empty when nothing is known. */
export function addressLines(job: PartnerJob): string[] {
  const zipCity = [job.CustomerDeliveryAdressZip, job.CustomerDeliveryAdressCity].filter(Boolean).join(' ');
  return [job.CustomerDeliveryAdressStreet, zipCity, job.CustomerDeliveryAdressCountry].filter(
    (line): line is string => Boolean(line && line.trim()),
  );
}

/**
 * The map link of the delivery address: a Google Maps search for the address in one line
 * (`https://www.google.com/maps/search/?api=1&query=<encoded address>`), which opens the maps app on
 * phones that have one. Null without an address.
 */
export function mapUrl(job: PartnerJob): string | null {
  const lines = addressLines(job);
  if (lines.length === 0) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(lines.join(', '))}`;
}

/** `tel:` wants the number without spaces. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function CustomerCard({ job }: { job: PartnerJob }) {
  const intl = useIntl();
  const titleId = useId();
  const lines = addressLines(job);
  const map = mapUrl(job);
  const person = job.CustomerPerson;
  const notSpecified = <Muted>{intl.formatMessage(messages.notSpecified)}</Muted>;
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{intl.formatMessage(messages.customer)}</CardTitle>
      <CustomerName>{job.Customer.Name}</CustomerName>
      <Facts>
        <div>
          <dt>{intl.formatMessage(messages.deliveryAddress)}</dt>
          <dd>
            {lines.length === 0 ? (
              notSpecified
            ) : (
              <address>
                {lines.map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
              </address>
            )}
            {map && (
              <InlineLink href={map} target="_blank" rel="noopener noreferrer">
                <MapPinIcon size={16} />
                {intl.formatMessage(messages.openMap)}{' '}
                <VisuallyHidden>{intl.formatMessage(messages.newTab)}</VisuallyHidden>
                <ExternalLinkIcon size={14} />
              </InlineLink>
            )}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.contactPerson)}</dt>
          <dd>
            {person ? (
              <>
                <span>{person.Name}</span>
                {person.Mobile && (
                  <InlineLink href={telHref(person.Mobile)}>
                    <PhoneCallIcon size={16} />
                    {person.Mobile}
                  </InlineLink>
                )}
                {person.Email && (
                  <InlineLink href={`mailto:${person.Email}`}>
                    <EnvelopeIcon size={16} />
                    {person.Email}
                  </InlineLink>
                )}
              </>
            ) : (
              notSpecified
            )}
          </dd>
        </div>
      </Facts>
    </Card>
  );
}

const TAG: Record<AppointmentColour, keyof typeof messages> = {
  primary: 'appointmentUpcoming',
  warning: 'appointmentSoon',
  disabled: 'appointmentPast',
};

function AppointmentItem({ appointment }: { appointment: PartnerAppointment }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const colour = appointmentColour(appointment.AppointmentDate);
  const time = (value: string) => intl.formatTime(value, { hour: '2-digit', minute: '2-digit' });
  const names = appointment.Participants.map((p) => p.User.Name).filter(Boolean);
  return (
    <Appointment data-colour={colour}>
      <AppointmentWhen>
        <time dateTime={appointment.AppointmentDate}>{formatDate(appointment.AppointmentDate)}</time>
        {appointment.StartTime && appointment.EndTime && (
          <span>
            {intl.formatMessage(valueMessages.timeRange, {
              start: time(appointment.StartTime),
              end: time(appointment.EndTime),
            })}
          </span>
        )}
      </AppointmentWhen>
      <AppointmentTag data-colour={colour}>{intl.formatMessage(messages[TAG[colour]])}</AppointmentTag>
      <Participants>
        <UserIcon size={14} />
        <VisuallyHidden>{intl.formatMessage(messages.participants)}: </VisuallyHidden>
        {names.length > 0 ? names.join(', ') : <Muted>{intl.formatMessage(messages.noParticipants)}</Muted>}
      </Participants>
    </Appointment>
  );
}

function AppointmentsCard({ job }: { job: PartnerJob }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{intl.formatMessage(messages.appointments)}</CardTitle>
      {job.Appointments.length === 0 ? (
        <Muted>{intl.formatMessage(messages.noAppointments)}</Muted>
      ) : (
        <AppointmentList aria-labelledby={titleId}>
          {job.Appointments.map((appointment, index) => (
            <AppointmentItem key={`${index}-${appointment.AppointmentDate}`} appointment={appointment} />
          ))}
        </AppointmentList>
      )}
    </Card>
  );
}

function NotesCard({ job }: { job: PartnerJob }) {
  const intl = useIntl();
  const titleId = useId();
  const note = (text: string | null) =>
    text?.trim() ? (
      <CommentText>{text}</CommentText>
    ) : (
      <Muted>{intl.formatMessage(messages.noComment)}</Muted>
    );
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{intl.formatMessage(messages.officeNotes)}</CardTitle>
      <Facts>
        <div>
          <dt>{intl.formatMessage(messages.firstLineComment)}</dt>
          <dd>{note(job.FirstLineComment)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.serviceManagerComment)}</dt>
          <dd>{note(job.ServiceManagerComment)}</dd>
        </div>
      </Facts>
    </Card>
  );
}

/** Customer with address and contact, appointments, and the office's notes. */
export function JobInfo({ job }: { job: PartnerJob }) {
  return (
    <InfoGrid>
      <CustomerCard job={job} />
      <AppointmentsCard job={job} />
      <NotesCard job={job} />
    </InfoGrid>
  );
}
