import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Schema } from '@eqp/sdk';
import { JobOrderLines } from '../JobOrderLines';
import { CommentField, ReadOnlyCommentView } from './CommentField';
import { Counters } from './Counters';
import { Card, CardTitle, MachineBody, MachineHeader, MachineMeta, Stack } from './JobReport.styles';
import { messages, valueMessages } from './messages';

export interface MachineJobSectionProps {
  machineJob: Schema<'PartnerMachineJob'>;
  readOnly: boolean;
  canSearchWarehouse: boolean;
}

/**
 * One machine of the job (an entry of InverseParent): its comments (the customer's always
 * read-only, spec §4), its counters and its order lines.
 */
export function MachineJobSection({ machineJob, readOnly, canSearchWarehouse }: MachineJobSectionProps) {
  const intl = useIntl();
  const titleId = useId();
  const { Machine } = machineJob;
  const name =
    Machine.DisplayName?.trim() || intl.formatMessage(valueMessages.unnamedMachine, { id: Machine.Id });
  const technicianLabel = intl.formatMessage(messages.technicianComment);
  const invoiceLabel = intl.formatMessage(messages.invoiceComment);

  return (
    <li>
      <Card aria-labelledby={titleId}>
        <MachineHeader>
          <CardTitle id={titleId}>{name}</CardTitle>
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
        <MachineBody>
          <Stack>
            <ReadOnlyCommentView
              label={intl.formatMessage(messages.customerComment)}
              text={machineJob.CustomerComment}
            />
            {readOnly ? (
              <>
                <ReadOnlyCommentView label={technicianLabel} text={machineJob.TechnicianComment} />
                <ReadOnlyCommentView label={invoiceLabel} text={machineJob.InvoiceComment} />
              </>
            ) : (
              <>
                <CommentField machineJob={machineJob} field="TechnicianComment" label={technicianLabel} />
                <CommentField machineJob={machineJob} field="InvoiceComment" label={invoiceLabel} />
              </>
            )}
          </Stack>
          <Counters machineId={Machine.Id} readOnly={readOnly} contextLabelId={titleId} />
        </MachineBody>
        <JobOrderLines
          machineJobId={machineJob.Id}
          readOnly={readOnly}
          canSearchWarehouse={canSearchWarehouse}
          contextLabelId={titleId}
        />
      </Card>
    </li>
  );
}
