import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loadingTitle: {
    id: 'JobDialog.loadingTitle',
    defaultMessage: 'Order',
    description: 'Title of the job dialog while the job loads or when it failed to load',
  },
  loading: {
    id: 'JobDialog.loading',
    defaultMessage: 'Loading the job…',
    description: 'Accessible name of the placeholder while the job loads',
  },
  errorTitle: {
    id: 'JobDialog.errorTitle',
    defaultMessage: 'The job could not be loaded.',
    description: 'Failed state of the job dialog (spec §8)',
  },
  errorText: {
    id: 'JobDialog.errorText',
    defaultMessage: 'It may have been removed, or the connection failed. Try again.',
    description: 'Failed state of the job dialog: explanation',
  },
  retry: {
    id: 'JobDialog.retry',
    defaultMessage: 'Retry',
    description: 'Button: fetch the job again',
  },
  close: {
    id: 'JobDialog.close',
    defaultMessage: 'Close',
    description: 'Button in the footer of the job dialog',
  },
  details: {
    id: 'JobDialog.details',
    defaultMessage: 'Details',
    description: 'Accessible name of the job facts list',
  },
  orderNumber: {
    id: 'JobDialog.orderNumber',
    defaultMessage: 'Order no.',
    description: 'Label: the order number (S + id for part orders)',
  },
  type: {
    id: 'JobDialog.type',
    defaultMessage: 'Type',
    description: 'Label: the job type',
  },
  status: {
    id: 'JobDialog.status',
    defaultMessage: 'Status',
    description: 'Label: the job status',
  },
  priority: {
    id: 'JobDialog.priority',
    defaultMessage: 'Priority',
    description: 'Label: the job priority',
  },
  created: {
    id: 'JobDialog.created',
    defaultMessage: 'Created',
    description: 'Label: the date the job was created',
  },
  appointments: {
    id: 'JobDialog.appointments',
    defaultMessage: 'Scheduled',
    description: 'Label: the appointments (scheduled dates) of the job',
  },
  noAppointments: {
    id: 'JobDialog.noAppointments',
    defaultMessage: 'Not scheduled yet',
    description: 'The job has no appointment',
  },
  deliveryAddress: {
    id: 'JobDialog.deliveryAddress',
    defaultMessage: 'Delivery address',
    description: 'Label: the delivery address of the job',
  },
  notSpecified: {
    id: 'JobDialog.notSpecified',
    defaultMessage: 'Not specified',
    description: 'An empty value (address, type, priority)',
  },
  customerComment: {
    id: 'JobDialog.customerComment',
    defaultMessage: 'Customer comment',
    description: 'Label: the customer’s comment on the job',
  },
  invoiceComment: {
    id: 'JobDialog.invoiceComment',
    defaultMessage: 'Invoice comment',
    description: 'Label: the invoice comment (shown when the status is above 49)',
  },
  errorDescription: {
    id: 'JobDialog.errorDescription',
    defaultMessage: 'Error description',
    description: 'Label: the customer’s description of the problem on one machine',
  },
  noDescription: {
    id: 'JobDialog.noDescription',
    defaultMessage: 'No description given',
    description: 'A machine of the job without an error description',
  },
  serialNumber: {
    id: 'JobDialog.serialNumber',
    defaultMessage: 'Serial no.',
    description: 'Label before a machine’s serial number',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  title: { number: string };
  jobFallback: { id: number };
  equipment: { count: number };
  unnamed: { id: number };
  appointment: { date: string; time: string };
}>({
  title: {
    id: 'JobDialog.title',
    defaultMessage: 'Order {number}',
    description: 'Title of the job dialog with the order number',
  },
  jobFallback: {
    id: 'JobDialog.jobFallback',
    defaultMessage: 'Job {id}',
    description: 'Order number of a job that has none',
  },
  equipment: {
    id: 'JobDialog.equipment',
    defaultMessage: 'Equipment ({count, number})',
    description: 'Heading of the machine sub-jobs with their number',
  },
  unnamed: {
    id: 'JobDialog.unnamed',
    defaultMessage: 'Machine {id}',
    description: 'Name of a machine that has no display name',
  },
  appointment: {
    id: 'JobDialog.appointment',
    defaultMessage: '{date} at {time}',
    description: 'An appointment: its date (month/day/year) and time',
  },
});
