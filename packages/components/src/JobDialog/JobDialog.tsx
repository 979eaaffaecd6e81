import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { appointmentColour, orderNumber, showsInvoiceComment, type CustomerJob } from '@eqp/sdk';
import { useFormatDate } from '../internal/useFormatDate';
import { useCustomerJob, type OptionalId } from '@eqp/sdk/react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { LoadingBox } from '../LoadingBox';
import { StatusChip } from '../StatusChip';
import { messages, valueMessages } from './messages';
import {
  Appointment,
  Appointments,
  Comment,
  Facts,
  Loading,
  MachineCard,
  MachineComments,
  MachineHeader,
  MachineList,
  MachineMeta,
  MachineName,
  Muted,
  Section,
  SectionTitle,
} from './JobDialog.styles';

export interface JobDialogProps {
  /** The job to show; nothing is fetched without one. */
  jobId: OptionalId;
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** The dialog wants to close (Close, Escape, the close button). */
  onClose: () => void;
}

function jobNumber(intl: IntlShape, job: CustomerJob): string {
  return orderNumber(job) || intl.formatMessage(valueMessages.jobFallback, { id: job.Id });
}

/** `Order 40230`, `Order S7104`; a job without an order number yet (a new one): `Job 123`. */
function dialogTitle(intl: IntlShape, job: CustomerJob): string {
  const number = orderNumber(job);
  return number
    ? intl.formatMessage(valueMessages.title, { number })
    : intl.formatMessage(valueMessages.jobFallback, { id: job.Id });
}

/**
 * One job as the customer sees it (spec §2, §3 Customer job): order number, type, status,
 * priority, created date, appointments, delivery address and comment, and each machine with its
 * error description; invoice comments only above status 49 (spec §4). A load error shows a failed
 * state with Retry (spec §8).
 */
export function JobDialog({ jobId, open, onClose }: JobDialogProps) {
  const intl = useIntl();
  const { data: job, error, isValidating, mutate } = useCustomerJob(open ? jobId : null);
  const failed = error !== undefined && !job;
  const current = job && job.Id === jobId ? job : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={current ? dialogTitle(intl, current) : intl.formatMessage(messages.loadingTitle)}
      description={current?.DisplayName ?? undefined}
      size="medium"
      actions={
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(messages.close)}
        </Button>
      }
    >
      {current ? (
        <JobDetails job={current} intl={intl} />
      ) : failed ? (
        <EmptyState
          variant="error"
          headingLevel={3}
          title={intl.formatMessage(messages.errorTitle)}
          message={intl.formatMessage(messages.errorText)}
          action={
            <Button variant="secondary" busy={isValidating} onClick={() => void mutate()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        />
      ) : (
        <Loading aria-busy="true">
          <LoadingBox variant="text" count={5} label={intl.formatMessage(messages.loading)} />
          <LoadingBox height={120} label={intl.formatMessage(messages.loading)} />
        </Loading>
      )}
    </Dialog>
  );
}

function Empty({ intl }: { intl: IntlShape }) {
  return <Muted>{intl.formatMessage(messages.notSpecified)}</Muted>;
}

function JobDetails({ job, intl }: { job: CustomerJob; intl: IntlShape }) {
  const formatDate = useFormatDate();
  const equipmentId = useId();
  const invoice = showsInvoiceComment(job.StatusId);
  const created = formatDate(job.CreatedDate);
  const zipCity = [job.DeliveryAdressZip, job.DeliveryAdressCity].filter(Boolean).join(' ');
  const address = [job.DeliveryAdressStreet, zipCity, job.DeliveryAdressCountry].filter(Boolean) as string[];

  return (
    <>
      <Facts aria-label={intl.formatMessage(messages.details)}>
        <div>
          <dt>{intl.formatMessage(messages.orderNumber)}</dt>
          <dd data-numeric="">{jobNumber(intl, job)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.type)}</dt>
          <dd>{job.JobTypeName || <Empty intl={intl} />}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.status)}</dt>
          <dd>
            <StatusChip statusId={job.StatusId} />
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.priority)}</dt>
          <dd>{job.JobPriority?.Name || <Empty intl={intl} />}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.created)}</dt>
          <dd data-numeric="">
            {created ? <time dateTime={job.CreatedDate}>{created}</time> : <Empty intl={intl} />}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.appointments)}</dt>
          <dd>
            {job.Appointments.length === 0 ? (
              <Muted>{intl.formatMessage(messages.noAppointments)}</Muted>
            ) : (
              <Appointments>
                {job.Appointments.map(({ AppointmentDate }, index) => (
                  <li key={`${index}-${AppointmentDate}`}>
                    <Appointment data-colour={appointmentColour(AppointmentDate)}>
                      <time dateTime={AppointmentDate}>
                        {intl.formatMessage(valueMessages.appointment, {
                          date: formatDate(AppointmentDate),
                          time: intl.formatTime(AppointmentDate, { hour: 'numeric', minute: '2-digit' }),
                        })}
                      </time>
                    </Appointment>
                  </li>
                ))}
              </Appointments>
            )}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.deliveryAddress)}</dt>
          <dd>
            {address.length === 0 ? (
              <Empty intl={intl} />
            ) : (
              <address>
                {address.map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
              </address>
            )}
          </dd>
        </div>
        {job.CustomerComment?.trim() && (
          <div data-wide="">
            <dt>{intl.formatMessage(messages.customerComment)}</dt>
            <dd>
              <Comment>{job.CustomerComment}</Comment>
            </dd>
          </div>
        )}
        {invoice && job.InvoiceComment?.trim() && (
          <div data-wide="">
            <dt>{intl.formatMessage(messages.invoiceComment)}</dt>
            <dd>
              <Comment>{job.InvoiceComment}</Comment>
            </dd>
          </div>
        )}
      </Facts>

      <Section aria-labelledby={equipmentId}>
        <SectionTitle id={equipmentId}>
          {intl.formatMessage(valueMessages.equipment, { count: job.InverseParent.length })}
        </SectionTitle>
        <MachineList>
          {job.InverseParent.map((machineJob) => {
            const { Machine } = machineJob;
            const name =
              Machine.DisplayName?.trim() || intl.formatMessage(valueMessages.unnamed, { id: Machine.Id });
            return (
              <MachineCard key={machineJob.Id}>
                <MachineHeader>
                  <MachineName>{name}</MachineName>
                  {(Machine.Name || Machine.SerialNumber) && (
                    <MachineMeta>
                      {Machine.Name && <span>{Machine.Name}</span>}
                      {Machine.SerialNumber && (
                        <span>
                          {intl.formatMessage(messages.serialNumber)} {Machine.SerialNumber}
                        </span>
                      )}
                    </MachineMeta>
                  )}
                </MachineHeader>
                <MachineComments>
                  <div>
                    <dt>{intl.formatMessage(messages.errorDescription)}</dt>
                    <dd>
                      {machineJob.CustomerComment?.trim() ? (
                        <Comment>{machineJob.CustomerComment}</Comment>
                      ) : (
                        <Muted>{intl.formatMessage(messages.noDescription)}</Muted>
                      )}
                    </dd>
                  </div>
                  {invoice && machineJob.InvoiceComment?.trim() && (
                    <div data-variant="invoice">
                      <dt>{intl.formatMessage(messages.invoiceComment)}</dt>
                      <dd>
                        <Comment>{machineJob.InvoiceComment}</Comment>
                      </dd>
                    </div>
                  )}
                </MachineComments>
              </MachineCard>
            );
          })}
        </MachineList>
      </Section>
    </>
  );
}
