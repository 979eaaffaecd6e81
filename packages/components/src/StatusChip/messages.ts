import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { JobStatusKey } from '@eqp/sdk';

/** The job status names of spec §4. */
export const statusMessages: Record<JobStatusKey, MessageDescriptor> = defineMessages({
  forecast: { id: 'StatusChip.forecast', defaultMessage: 'Forecast', description: 'Job status 5' },
  new: { id: 'StatusChip.new', defaultMessage: 'New', description: 'Job status 10' },
  planned: { id: 'StatusChip.planned', defaultMessage: 'Planned', description: 'Job status 20' },
  drive: { id: 'StatusChip.drive', defaultMessage: 'On the way', description: 'Job status 25 (drive)' },
  in_progress: { id: 'StatusChip.inProgress', defaultMessage: 'In progress', description: 'Job status 30' },
  waiting: { id: 'StatusChip.waiting', defaultMessage: 'Waiting', description: 'Job status 40 and 45' },
  completed: { id: 'StatusChip.completed', defaultMessage: 'Completed', description: 'Job status 50' },
  warranty: { id: 'StatusChip.warranty', defaultMessage: 'Warranty', description: 'Job status 60' },
  approved: { id: 'StatusChip.approved', defaultMessage: 'Approved', description: 'Job status 70' },
  closed: { id: 'StatusChip.closed', defaultMessage: 'Closed', description: 'Job status 100' },
  deleted: { id: 'StatusChip.deleted', defaultMessage: 'Deleted', description: 'Job status 110' },
});

export const valueMessages = defineMessages<{ unknown: { id: number } }>({
  unknown: {
    id: 'StatusChip.unknown',
    defaultMessage: 'Status {id}',
    description: 'A job status id without a known name',
  },
});
