import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isDeleted, isPartnerFinalized, JOB_STATUS, type Schema } from '@eqp/sdk';
import { useFormatDate } from '../internal/useFormatDate';
import {
  useJobReportActions,
  usePartnerJob,
  usePartnerJobByCode,
  useUserInfo,
  type PartnerStatusChange,
} from '@eqp/sdk/react';
import { Button } from '../Button';
import { ConfirmDialog } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { JobAttachments } from '../JobAttachments';
import { JobOfflineReport } from '../JobOfflineReport';
import { LoadingBox } from '../LoadingBox';
import { useLink } from '../internal/LinkContext';
import { StatusChip } from '../StatusChip';
import { ArrowLeftIcon, BinIcon, CheckIcon, ClockIcon, LockIcon, PlayIcon } from '../internal/icons';
import { JobInfo } from './JobInfo';
import {
  Actions,
  BackLink,
  CustomerLine,
  Header,
  Heading,
  LinkButton,
  MachineList,
  Meta,
  Notice,
  Root,
  SectionStack,
  Skeleton,
  StateActions,
  StatePage,
  Titles,
} from './JobReport.styles';
import { MachineJobSection } from './MachineJobSection';
import { messages, valueMessages } from './messages';

type PartnerJob = Schema<'PartnerJob'>;

export interface JobReportProps {
  /** The job to show (`GET /api2/partner/jobs/{id}`). */
  jobId?: number | null;
  /**
   * Or its short code (the /c/{code} link): the job is found through `GET /api2/partner/jobs/code`.
   * Used only when `jobId` is not given.
   */
  code?: string | null;
  /** The job was started (after the confirmation); it is reloaded and shown. */
  onStarted?: (job: PartnerJob) => void;
  /** The job was marked as completed (after the confirmation); it is reloaded, now read-only. */
  onCompleted?: (job: PartnerJob) => void;
  /** Where "Back to jobs" goes (a link through the host's link component). */
  backHref?: string;
  /** Called by "Back to jobs" (a button when there is no `backHref`). */
  onBack?: () => void;
  /** The unauthorized page links here ("Go to the partner portal"). */
  partnerPortalHref?: string;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

interface BackProps {
  backHref?: string;
  onBack?: () => void;
}

function Back({ backHref, onBack }: BackProps) {
  const intl = useIntl();
  const Link = useLink();
  const content = (
    <>
      <ArrowLeftIcon size={18} />
      {intl.formatMessage(messages.back)}
    </>
  );
  if (backHref)
    return (
      <BackLink as={Link} href={backHref} onClick={onBack}>
        {content}
      </BackLink>
    );
  if (onBack)
    return (
      <BackLink as="button" type="button" onClick={onBack}>
        {content}
      </BackLink>
    );
  return null;
}

/** The texts of a status change's button and confirmation (spec §4: starting asks for confirmation). */
const STATUS_TEXTS = {
  Open: { button: messages.start, title: messages.startTitle, message: messages.startMessage },
  Completed: { button: messages.complete, title: messages.completeTitle, message: messages.completeMessage },
} as const;

/**
 * A Start or Mark as completed button with its confirmation. Confirming patches the status; the
 * sdk then reloads the job (spec §4 "sets status Completed and reloads"). A refusal is reported by
 * the client's error snackbar (spec §8); the dialog closes and the job is reloaded to show its state.
 */
function StatusButton({
  jobId,
  status,
  onDone,
  onFailed,
}: {
  jobId: number;
  status: PartnerStatusChange;
  onDone?: (job: PartnerJob) => void;
  onFailed?: () => void;
}) {
  const intl = useIntl();
  const { setStatus } = useJobReportActions();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const texts = STATUS_TEXTS[status];
  const confirm = async () => {
    setBusy(true);
    try {
      const job = await setStatus(jobId, status);
      setOpen(false);
      onDone?.(job);
    } catch {
      setOpen(false);
      onFailed?.();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="primary"
        icon={status === 'Open' ? <PlayIcon size={18} /> : <CheckIcon size={18} strokeWidth={2} />}
        onClick={() => setOpen(true)}
      >
        {intl.formatMessage(texts.button)}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={intl.formatMessage(texts.title)}
        message={intl.formatMessage(texts.message)}
        confirmLabel={intl.formatMessage(texts.button)}
        variant="primary"
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

/** A whole-page state instead of the report: deleted, unauthorized, not started, loading error. */
function StateView({
  title,
  message,
  variant = 'error',
  icon,
  children,
  back,
}: {
  title: string;
  message: string;
  variant?: 'empty' | 'error';
  icon?: ReactNode;
  children?: ReactNode;
  back: BackProps;
}) {
  return (
    <StatePage>
      <Back {...back} />
      {/* The page's title: the state stands in for the report and its h1. */}
      <EmptyState
        variant={variant}
        headingLevel={1}
        icon={icon}
        title={title}
        message={message}
        action={children ? <StateActions>{children}</StateActions> : undefined}
      />
    </StatePage>
  );
}

function LoadingView() {
  const intl = useIntl();
  const label = intl.formatMessage(messages.loading);
  return (
    <Root aria-busy="true">
      <Skeleton>
        <LoadingBox width="40%" height={32} label={label} />
        <LoadingBox variant="text" count={2} label={label} />
      </Skeleton>
      <LoadingBox height={180} label={label} />
      <LoadingBox height={260} label={label} />
    </Root>
  );
}

/** The order number and type under the title. */
function jobTitle(intl: ReturnType<typeof useIntl>, job: PartnerJob): string {
  return job.DisplayName?.trim() || intl.formatMessage(valueMessages.jobFallback, { id: job.Id });
}

function Report({
  job,
  back,
  onStarted,
  onCompleted,
  reload,
  className,
}: {
  job: PartnerJob;
  back: BackProps;
  onStarted?: (job: PartnerJob) => void;
  onCompleted?: (job: PartnerJob) => void;
  reload: () => void;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const { data: userInfo } = useUserInfo('partner');
  const status = job.StatusId;
  const finalized = isPartnerFinalized(status);
  const started = status > JOB_STATUS.Planned;
  // Spec §4: 50 or higher is finalized and read-only; before the start the server refuses writes too.
  const readOnly = finalized || !started;
  const canSearchWarehouse = userInfo?.PartnerCompany?.LookupPartsFromWarehouseId != null;
  const completed = job.CompletedDate ? formatDate(job.CompletedDate) : '';

  return (
    <Root className={className} data-state={finalized ? 'finalized' : started ? 'open' : 'not-started'}>
      <Back {...back} />
      <Header>
        <Titles>
          <Meta aria-label={intl.formatMessage(messages.details)}>
            <StatusChip statusId={status} />
            {job.Order && (
              <span data-numeric="">
                {intl.formatMessage(valueMessages.orderNumber, { number: job.Order.Id })}
              </span>
            )}
            {job.JobTypeName && <span data-sep="">{job.JobTypeName}</span>}
            {finalized && completed && (
              <span data-sep="">{intl.formatMessage(valueMessages.completedOn, { date: completed })}</span>
            )}
          </Meta>
          <Heading>{jobTitle(intl, job)}</Heading>
          <CustomerLine>{job.Customer.Name}</CustomerLine>
        </Titles>
        {!finalized && (
          <Actions>
            {started ? (
              <StatusButton jobId={job.Id} status="Completed" onDone={onCompleted} onFailed={reload} />
            ) : (
              <StatusButton jobId={job.Id} status="Open" onDone={onStarted} onFailed={reload} />
            )}
          </Actions>
        )}
      </Header>

      {finalized && (
        <Notice data-variant="finalized">
          <LockIcon size={18} />
          {intl.formatMessage(messages.finalizedNotice)}
        </Notice>
      )}
      {!started && (
        <Notice>
          <PlayIcon size={18} />
          {intl.formatMessage(messages.notStartedNotice)}
        </Notice>
      )}

      <JobInfo job={job} />

      <SectionStack>
        <MachineList aria-label={intl.formatMessage(messages.equipment)}>
          {job.InverseParent.map((machineJob) => (
            <MachineJobSection
              key={machineJob.Id}
              machineJob={machineJob}
              readOnly={readOnly}
              canSearchWarehouse={canSearchWarehouse}
            />
          ))}
        </MachineList>
        <JobAttachments jobId={job.Id} readOnly={readOnly} />
        {job.Code && <JobOfflineReport jobId={job.Id} code={job.Code} readOnly={readOnly} />}
      </SectionStack>
    </Root>
  );
}

/**
 * The partner's job report (spec §2 partner job view, §3 Partner job, §4 partner rules): header with
 * status and Start / Mark as completed (each confirmed), customer with delivery address, map link
 * and contact person, the office's comments, appointments coloured by how close they are, then per
 * machine its comments, counters and order lines, and the job's attachments and offline report.
 * Status 50 or higher makes everything read-only. Instead of the report it shows the
 * job-was-deleted page (110), the unauthorized page (403), the job-not-started page with Start
 * (409) or the loading-error page (anything else).
 *
 * Router-agnostic and reusable: it takes a job id (or a code) and callbacks, and talks to the server
 * through the sdk client of the surrounding `PortalProvider`.
 */
export function JobReport({
  jobId,
  code,
  onStarted,
  onCompleted,
  backHref,
  onBack,
  partnerPortalHref,
  className,
}: JobReportProps) {
  const intl = useIntl();
  const Link = useLink();
  const byCode = usePartnerJobByCode(jobId == null ? code : null);
  const codeJob = jobId == null ? byCode.data : undefined;
  // A job found by its code that is not started yet: the not-started page without asking by id (a 409).
  const codeNotStarted = codeJob !== undefined && codeJob.StatusId <= JOB_STATUS.Planned;
  const id = jobId ?? (codeJob && !codeNotStarted ? codeJob.Id : null);
  const byId = usePartnerJob(id);
  const job = byId.data && byId.data.Id === id ? byId.data : undefined;
  const error = id != null ? byId.error : byCode.error;
  const back = { backHref, onBack };
  const reload = () => {
    void byId.mutate();
    if (jobId == null) void byCode.mutate();
  };

  const deleted = job ? isDeleted(job.StatusId) : codeJob ? isDeleted(codeJob.StatusId) : false;
  if (deleted) {
    return (
      <StateView
        back={back}
        variant="empty"
        icon={<BinIcon size={28} />}
        title={intl.formatMessage(messages.deletedTitle)}
        message={intl.formatMessage(messages.deletedMessage)}
      />
    );
  }
  if (job) {
    return (
      <Report
        job={job}
        back={back}
        onStarted={onStarted}
        onCompleted={onCompleted}
        reload={reload}
        className={className}
      />
    );
  }
  const startId = jobId ?? codeJob?.Id;
  if ((codeNotStarted || error?.status === 409) && startId != null) {
    return (
      <StateView
        back={back}
        variant="empty"
        icon={<ClockIcon size={28} />}
        title={intl.formatMessage(messages.notStartedTitle)}
        message={intl.formatMessage(messages.notStartedMessage)}
      >
        <StatusButton jobId={startId} status="Open" onDone={onStarted} onFailed={reload} />
      </StateView>
    );
  }
  if (error?.status === 403) {
    return (
      <StateView
        back={back}
        icon={<LockIcon size={28} />}
        title={intl.formatMessage(messages.unauthorizedTitle)}
        message={intl.formatMessage(messages.unauthorizedMessage)}
      >
        {partnerPortalHref && (
          <LinkButton as={Link} href={partnerPortalHref} data-variant="primary" data-size="medium">
            {intl.formatMessage(messages.partnerPortal)}
          </LinkButton>
        )}
      </StateView>
    );
  }
  if (error || (jobId == null && !code?.trim())) {
    const busy = byId.isValidating || byCode.isValidating;
    return (
      <StateView
        back={back}
        title={intl.formatMessage(messages.errorTitle)}
        message={intl.formatMessage(messages.errorMessage)}
      >
        <Button variant="primary" busy={busy} onClick={reload}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </StateView>
    );
  }
  return <LoadingView />;
}
