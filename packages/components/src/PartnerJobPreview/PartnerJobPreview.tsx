import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isDeleted, isPartnerFinalized, partnerOpensDirectly, type Schema } from '@eqp/sdk';
import { usePartnerJobActions, usePartnerJobByCode } from '@eqp/sdk/react';
import { Button } from '../Button';
import { ConfirmDialog } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { LoadingBox } from '../LoadingBox';
import { AppointmentDate } from '../PartnerJobList';
import { useLink } from '../internal/LinkContext';
import { StatusChip } from '../StatusChip';
import { messages, valueMessages } from './messages';
import {
  ActionBar,
  ActionHint,
  Appointments,
  Card,
  CardTitle,
  Comment,
  Eyebrow,
  Grid,
  Header,
  HeaderText,
  Heading,
  LinkButton,
  MachineList,
  Muted,
  Root,
  Subtitle,
  Lines,
} from './PartnerJobPreview.styles';

type PartnerJob = Schema<'PartnerJob'>;

/** The job report of a job: `/partner/job/{id}`. */
export const defaultPartnerJobHref = (id: number) => `/partner/job/${id}`;

export interface PartnerJobPreviewProps {
  /** The job's short code (`/partner/job/view/{code}`). */
  code: string;
  /** The job was started (`setStatus/Open`) after the confirmation; the host opens its report. */
  onStarted: (jobId: number) => void;
  /** Where "Open job report" leads; default `/partner/job/{id}`. */
  jobHref?: (jobId: number) => string;
  /** Where the deleted and failed states link to; default `/partner/job/list`. */
  jobListHref?: string;
  /** Replaces "now" for the appointment colours (stories and tests). */
  now?: Date;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/** `tel:` wants no spaces, dashes or brackets. */
function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

function jobTitle(job: PartnerJob): string {
  return job.DisplayName || job.JobTypeName || job.Code || `#${job.Id}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id}>{title}</CardTitle>
      {children}
    </Card>
  );
}

/**
 * The code-based job preview (spec §2 `/partner/job/view/{code}`): a read-only summary of the job
 * of the code - customer and contact person, address, appointments (coloured by spec §4's rule),
 * notes and the machines with the customer's comments - with a Start button that asks first and
 * then starts the job (`setStatus/Open`). A started job offers "Open job report" instead; a
 * deleted job (110) says it was deleted.
 */
export function PartnerJobPreview({
  code,
  onStarted,
  jobHref = defaultPartnerJobHref,
  jobListHref = '/partner/job/list',
  now,
  className,
}: PartnerJobPreviewProps) {
  const intl = useIntl();
  const Link = useLink();
  const headingId = useId();
  const { data: job, error, mutate } = usePartnerJobByCode(code);
  const { setStatus } = usePartnerJobActions();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [startFailed, setStartFailed] = useState(false);

  const toJobList = (
    <LinkButton as={Link} href={jobListHref} data-variant="secondary" data-size="medium">
      {intl.formatMessage(messages.jobList)}
    </LinkButton>
  );

  if (!job) {
    if (error) {
      // 4xx answers explain themselves (no such code, Unauthorized); others get our own words.
      const explained = error.status >= 400 && error.status < 500;
      return (
        <Root className={className} data-state="error">
          <EmptyState
            variant="error"
            title={intl.formatMessage(messages.errorTitle)}
            message={explained ? error.message : intl.formatMessage(messages.errorMessage)}
            action={
              <>
                {!explained && (
                  <Button variant="primary" onClick={() => void mutate()}>
                    {intl.formatMessage(messages.retry)}
                  </Button>
                )}
                {toJobList}
              </>
            }
          />
        </Root>
      );
    }
    return (
      <Root className={className} data-state="loading">
        <LoadingBox count={3} height={120} label={intl.formatMessage(messages.loading)} />
      </Root>
    );
  }

  if (isDeleted(job.StatusId)) {
    return (
      <Root className={className} data-state="deleted">
        <EmptyState
          variant="error"
          title={intl.formatMessage(messages.deletedTitle)}
          message={intl.formatMessage(messages.deletedMessage)}
          action={toJobList}
        />
      </Root>
    );
  }

  const started = partnerOpensDirectly(job.StatusId);
  const title = jobTitle(job);
  const subtitle = [
    job.Order ? intl.formatMessage(valueMessages.order, { number: String(job.Order.Id) }) : null,
    job.JobTypeName ?? null,
  ].filter((part): part is string => Boolean(part));
  const addressLines = [
    job.CustomerDeliveryAdressStreet,
    [job.CustomerDeliveryAdressZip, job.CustomerDeliveryAdressCity].filter(Boolean).join(' '),
    job.CustomerDeliveryAdressCountry,
  ].filter((line): line is string => Boolean(line && line.trim()));
  const person = job.CustomerPerson;
  const notes = [
    { label: messages.firstLineComment, text: job.FirstLineComment },
    { label: messages.serviceManagerComment, text: job.ServiceManagerComment },
  ].filter((note) => Boolean(note.text && note.text.trim()));

  const confirmStart = async () => {
    setBusy(true);
    setStartFailed(false);
    try {
      await setStatus(job.Id, 'Open');
      setBusy(false);
      setConfirming(false);
      onStarted(job.Id);
    } catch {
      // The server's message is in the global snackbar (spec §8); the dialog stays for a retry.
      setBusy(false);
      setStartFailed(true);
    }
  };

  return (
    <Root className={className} aria-labelledby={headingId} data-state={started ? 'started' : 'not-started'}>
      <Header>
        <HeaderText>
          {job.Code && <Eyebrow>{intl.formatMessage(valueMessages.code, { code: job.Code })}</Eyebrow>}
          <Heading id={headingId}>{title}</Heading>
          <Subtitle>
            <StatusChip statusId={job.StatusId} />
            {subtitle.length > 0 && <span>{subtitle.join(' · ')}</span>}
          </Subtitle>
        </HeaderText>
      </Header>

      <ActionBar data-state={started ? 'started' : 'not-started'}>
        <ActionHint>
          {intl.formatMessage(
            !started
              ? messages.startHint
              : isPartnerFinalized(job.StatusId)
                ? messages.finishedHint
                : messages.startedHint,
          )}
        </ActionHint>
        {started ? (
          <LinkButton as={Link} href={jobHref(job.Id)} data-variant="primary" data-size="large">
            {intl.formatMessage(messages.openReport)}
          </LinkButton>
        ) : (
          <Button
            variant="primary"
            size="large"
            onClick={() => {
              setStartFailed(false);
              setConfirming(true);
            }}
          >
            {intl.formatMessage(messages.start)}
          </Button>
        )}
      </ActionBar>

      <Grid>
        <Section title={intl.formatMessage(messages.customer)}>
          <Lines>
            <strong>{job.Customer.Name}</strong>
            {person ? (
              <>
                <span>
                  {intl.formatMessage(messages.contactPerson)}: {person.Name}
                </span>
                {person.Mobile && <a href={telHref(person.Mobile)}>{person.Mobile}</a>}
                {person.Email && <a href={`mailto:${person.Email}`}>{person.Email}</a>}
              </>
            ) : (
              <Muted>{intl.formatMessage(messages.noContact)}</Muted>
            )}
          </Lines>
        </Section>

        <Section title={intl.formatMessage(messages.address)}>
          {addressLines.length > 0 ? (
            <Lines as="address">
              {addressLines.map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </Lines>
          ) : (
            <Muted>{intl.formatMessage(messages.noAddress)}</Muted>
          )}
        </Section>

        <Section title={intl.formatMessage(messages.appointments)}>
          {job.Appointments.length > 0 ? (
            <Appointments>
              {job.Appointments.map((appointment, index) => (
                <li key={index}>
                  <AppointmentDate
                    date={appointment.AppointmentDate}
                    startTime={appointment.StartTime}
                    endTime={appointment.EndTime}
                    now={now}
                  />
                  {appointment.Participants.length > 0 && (
                    <Muted>
                      {intl.formatMessage(valueMessages.participants, {
                        names: appointment.Participants.map((p) => p.User.Name).join(', '),
                      })}
                    </Muted>
                  )}
                </li>
              ))}
            </Appointments>
          ) : (
            <Muted>{intl.formatMessage(messages.noAppointments)}</Muted>
          )}
        </Section>

        {notes.length > 0 && (
          <Section title={intl.formatMessage(messages.notes)}>
            {notes.map((note) => (
              <Comment key={note.label.id}>
                <span>{intl.formatMessage(note.label)}</span>
                <p>{note.text}</p>
              </Comment>
            ))}
          </Section>
        )}
      </Grid>

      <Section title={intl.formatMessage(messages.machines)}>
        {job.InverseParent.length > 0 ? (
          <MachineList>
            {job.InverseParent.map((machineJob) => (
              <li key={machineJob.Id}>
                <strong>{machineJob.Machine.DisplayName}</strong>
                <Muted>
                  {[
                    machineJob.Machine.Name,
                    machineJob.Machine.SerialNumber
                      ? intl.formatMessage(valueMessages.serial, { serial: machineJob.Machine.SerialNumber })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Muted>
                <Comment>
                  <span>{intl.formatMessage(messages.customerComment)}</span>
                  {machineJob.CustomerComment?.trim() ? (
                    <p>{machineJob.CustomerComment}</p>
                  ) : (
                    <Muted as="p">{intl.formatMessage(messages.noCustomerComment)}</Muted>
                  )}
                </Comment>
              </li>
            ))}
          </MachineList>
        ) : (
          <Muted>{intl.formatMessage(messages.noMachines)}</Muted>
        )}
      </Section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        variant="primary"
        title={intl.formatMessage(messages.startTitle)}
        message={
          <>
            {intl.formatMessage(valueMessages.startMessage, { customer: job.Customer.Name, job: title })}
            {startFailed && (
              <>
                {' '}
                <strong role="alert">{intl.formatMessage(messages.startFailed)}</strong>
              </>
            )}
          </>
        }
        confirmLabel={intl.formatMessage(messages.start)}
        busy={busy}
        onConfirm={() => void confirmStart()}
      />
    </Root>
  );
}
