import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'JobList.title',
    defaultMessage: 'Orders',
    description: 'Heading of the job list page (the Orders menu entry)',
  },
  jobs: {
    id: 'JobList.jobs',
    defaultMessage: 'Jobs',
    description: 'Heading of the table of jobs; its accessible name',
  },
  orderService: {
    id: 'JobList.orderService',
    defaultMessage: 'Order service',
    description: 'Button: open the new-job dialog to order service on one or more machines',
  },
  filterLabel: {
    id: 'JobList.filterLabel',
    defaultMessage: 'Show',
    description: 'Accessible name of the Open / Closed / All switch',
  },
  filterOpen: {
    id: 'JobList.filterOpen',
    defaultMessage: 'Open',
    description: 'Filter: only open jobs (status 30 or below)',
  },
  filterClosed: {
    id: 'JobList.filterClosed',
    defaultMessage: 'Closed',
    description: 'Filter: only closed jobs (history, status above 30 up to 100)',
  },
  filterAll: {
    id: 'JobList.filterAll',
    defaultMessage: 'All',
    description: 'Filter: every job',
  },
  orderNumber: {
    id: 'JobList.orderNumber',
    defaultMessage: 'Order no.',
    description: 'Column header: the order number (S + id for part orders)',
  },
  type: {
    id: 'JobList.type',
    defaultMessage: 'Type',
    description: 'Column header: the job type',
  },
  status: {
    id: 'JobList.status',
    defaultMessage: 'Status',
    description: 'Column header: the job status',
  },
  equipment: {
    id: 'JobList.equipment',
    defaultMessage: 'Equipment',
    description: 'Column header: the machines of the job',
  },
  priority: {
    id: 'JobList.priority',
    defaultMessage: 'Priority',
    description: 'Column header: the job priority',
  },
  created: {
    id: 'JobList.created',
    defaultMessage: 'Created',
    description: 'Column header: the date the job was created',
  },
  none: {
    id: 'JobList.none',
    defaultMessage: 'Not set',
    description: 'Read by screen readers for an empty cell (no type, no priority, no date)',
  },
  loading: {
    id: 'JobList.loading',
    defaultMessage: 'Loading jobs…',
    description: 'Announced while the first page of jobs loads',
  },
  loadingMore: {
    id: 'JobList.loadingMore',
    defaultMessage: 'Loading more…',
    description: 'Row at the end of the list while the next page loads',
  },
  loadMore: {
    id: 'JobList.loadMore',
    defaultMessage: 'Load more',
    description: 'Button at the end of the list that loads the next page',
  },
  emptyTitle: {
    id: 'JobList.emptyTitle',
    defaultMessage: 'No jobs yet',
    description: 'Empty job list: title',
  },
  emptyText: {
    id: 'JobList.emptyText',
    defaultMessage: 'When you order service on your equipment, the jobs show up here.',
    description: 'Empty job list: explanation',
  },
  emptyOpenTitle: {
    id: 'JobList.emptyOpenTitle',
    defaultMessage: 'No open jobs',
    description: 'The Open filter shows no job: title',
  },
  emptyClosedTitle: {
    id: 'JobList.emptyClosedTitle',
    defaultMessage: 'No closed jobs',
    description: 'The Closed filter shows no job: title',
  },
  showAll: {
    id: 'JobList.showAll',
    defaultMessage: 'Show all jobs',
    description: 'Button in the empty state of the Open or Closed filter: switch to All',
  },
  errorTitle: {
    id: 'JobList.errorTitle',
    defaultMessage: 'The job list could not be loaded.',
    description: 'Failed state when fetching the job list failed',
  },
  errorText: {
    id: 'JobList.errorText',
    defaultMessage: 'Check your connection and try again.',
    description: 'Failed state of the job list: explanation',
  },
  moreFailed: {
    id: 'JobList.moreFailed',
    defaultMessage: 'The rest of the list could not be loaded.',
    description: 'End of the list when a later page failed to load; followed by Retry',
  },
  retry: {
    id: 'JobList.retry',
    defaultMessage: 'Retry',
    description: 'Button: fetch the job list again',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  count: { count: number };
  countCapped: { count: number };
  allShown: { count: number };
  jobFallback: { id: number };
  moreMachines: { count: number };
  unnamedMachine: { id: number };
  openJob: { number: string };
}>({
  count: {
    id: 'JobList.count',
    defaultMessage: '{count, plural, one {# job} other {# jobs}}',
    description: 'Number of jobs the current filter shows, next to the table heading',
  },
  countCapped: {
    id: 'JobList.countCapped',
    defaultMessage: '{count, number}+ jobs',
    description:
      'Number of jobs when there are more than the server counts (it counts up to 1,000), next to the table heading',
  },
  allShown: {
    id: 'JobList.allShown',
    defaultMessage: '{count, plural, one {# job shown} other {All # jobs shown}}',
    description: 'End of the list, once every page is loaded',
  },
  jobFallback: {
    id: 'JobList.jobFallback',
    defaultMessage: 'Job {id}',
    description: 'Order number cell of a job that has no order number',
  },
  moreMachines: {
    id: 'JobList.moreMachines',
    defaultMessage: '+{count} more',
    description: 'After the first machines of a job with more machines than shown',
  },
  unnamedMachine: {
    id: 'JobList.unnamedMachine',
    defaultMessage: 'Machine {id}',
    description: 'Name of a machine that has no display name',
  },
  openJob: {
    id: 'JobList.openJob',
    defaultMessage: 'Open job {number}',
    description: 'Accessible name of the link that opens a job (the order number is its text)',
  },
});
