import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { JobStatusKey } from '@eqp/sdk';

/**
 * The job status names of spec §4, spelled as its table writes them (lower case), the spelling
 * the server answers and the offline report prints (`@eqp/rules` JOB_STATUS_NAMES); a test holds
 * the English catalogue to it. One exception: status 25, which the spec names "drive", reads
 * "on the way" on screen, since "drive" alone does not tell a customer the technician is coming.
 */
export const statusMessages: Record<JobStatusKey, MessageDescriptor> = defineMessages({
  forecast: { id: 'StatusChip.forecast', defaultMessage: 'forecast', description: 'Job status 5' },
  new: { id: 'StatusChip.new', defaultMessage: 'new', description: 'Job status 10' },
  planned: { id: 'StatusChip.planned', defaultMessage: 'planned', description: 'Job status 20' },
  drive: {
    id: 'StatusChip.drive',
    defaultMessage: 'on the way',
    description: 'Job status 25 (the spec names it drive)',
  },
  in_progress: { id: 'StatusChip.inProgress', defaultMessage: 'in progress', description: 'Job status 30' },
  waiting: { id: 'StatusChip.waiting', defaultMessage: 'waiting', description: 'Job status 40 and 45' },
  completed: { id: 'StatusChip.completed', defaultMessage: 'completed', description: 'Job status 50' },
  warranty: { id: 'StatusChip.warranty', defaultMessage: 'warranty', description: 'Job status 60' },
  approved: { id: 'StatusChip.approved', defaultMessage: 'approved', description: 'Job status 70' },
  closed: { id: 'StatusChip.closed', defaultMessage: 'closed', description: 'Job status 100' },
  deleted: { id: 'StatusChip.deleted', defaultMessage: 'deleted', description: 'Job status 110' },
});

export const valueMessages = defineMessages<{ unknown: { id: number } }>({
  unknown: {
    id: 'StatusChip.unknown',
    defaultMessage: 'Status {id}',
    description: 'A job status id without a known name',
  },
});
