import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: {
    id: 'JobReport.loading',
    defaultMessage: 'Loading the job…',
    description: 'Accessible name of the placeholder while the job report loads',
  },
  back: {
    id: 'JobReport.back',
    defaultMessage: 'Back to jobs',
    description: 'Link or button back to the partner job list',
  },
  start: {
    id: 'JobReport.start',
    defaultMessage: 'Start job',
    description: 'Button: start the job (sets it Open / in progress); asks for confirmation',
  },
  startTitle: {
    id: 'JobReport.startTitle',
    defaultMessage: 'Start job?',
    description: 'Title of the confirmation before starting a job',
  },
  startMessage: {
    id: 'JobReport.startMessage',
    defaultMessage: 'The job is set in progress, and you can fill in the job report.',
    description: 'Text of the confirmation before starting a job',
  },
  complete: {
    id: 'JobReport.complete',
    defaultMessage: 'Mark as completed',
    description: 'Button: mark the job as completed; asks for confirmation',
  },
  completeTitle: {
    id: 'JobReport.completeTitle',
    defaultMessage: 'Mark the job as completed?',
    description: 'Title of the confirmation before completing a job',
  },
  completeMessage: {
    id: 'JobReport.completeMessage',
    defaultMessage:
      'After this the job report is read-only: comments, counters, order lines and attachments can no longer be changed.',
    description: 'Text of the confirmation before completing a job',
  },
  finalizedNotice: {
    id: 'JobReport.finalizedNotice',
    defaultMessage: 'This job is finalized. The job report is read-only.',
    description: 'Notice above a job with status 50 or higher',
  },
  notStartedNotice: {
    id: 'JobReport.notStartedNotice',
    defaultMessage: 'Start the job to fill in the job report.',
    description: 'Notice above a job that has not been started (opened by its code)',
  },
  // Pages instead of the report (spec §4)
  deletedTitle: {
    id: 'JobReport.deletedTitle',
    defaultMessage: 'This job was deleted',
    description: 'Page for a deleted job (status 110): title',
  },
  deletedMessage: {
    id: 'JobReport.deletedMessage',
    defaultMessage: 'The job has been removed by the service provider. There is nothing more to do on it.',
    description: 'Page for a deleted job (status 110): explanation',
  },
  unauthorizedTitle: {
    id: 'JobReport.unauthorizedTitle',
    defaultMessage: 'Unauthorized',
    description: 'Page when the server answers 403 for the job: title (spec §6 message)',
  },
  unauthorizedMessage: {
    id: 'JobReport.unauthorizedMessage',
    defaultMessage:
      'You may not open this job. Only the people taking part in it and members of its partner company can.',
    description: 'Page when the server answers 403 for the job: explanation',
  },
  partnerPortal: {
    id: 'JobReport.partnerPortal',
    defaultMessage: 'Go to the partner portal',
    description: 'Link on the unauthorized page to the partner portal',
  },
  notStartedTitle: {
    id: 'JobReport.notStartedTitle',
    defaultMessage: 'This job has not been started',
    description: 'Page when the server answers 409 for the job: title',
  },
  notStartedMessage: {
    id: 'JobReport.notStartedMessage',
    defaultMessage: 'Start the job to open its job report.',
    description: 'Page when the server answers 409 for the job: explanation',
  },
  errorTitle: {
    id: 'JobReport.errorTitle',
    defaultMessage: 'The job could not be loaded',
    description: 'Loading-error page (any other failure): title',
  },
  errorMessage: {
    id: 'JobReport.errorMessage',
    defaultMessage: 'The connection or the server failed. Try again.',
    description: 'Loading-error page: explanation',
  },
  retry: {
    id: 'JobReport.retry',
    defaultMessage: 'Try again',
    description: 'Button on the loading-error page: load the job again',
  },
  // Job information
  details: {
    id: 'JobReport.details',
    defaultMessage: 'Job details',
    description: 'Accessible name of the order number / type line under the job title',
  },
  customer: {
    id: 'JobReport.customer',
    defaultMessage: 'Customer',
    description: 'Section heading and label: the customer of the job',
  },
  deliveryAddress: {
    id: 'JobReport.deliveryAddress',
    defaultMessage: 'Delivery address',
    description: 'Label: the delivery address of the job',
  },
  contactPerson: {
    id: 'JobReport.contactPerson',
    defaultMessage: 'Contact person',
    description: 'Label: the customer person of the job',
  },
  notSpecified: {
    id: 'JobReport.notSpecified',
    defaultMessage: 'Not specified',
    description: 'An empty value (address, contact person)',
  },
  openMap: {
    id: 'JobReport.openMap',
    defaultMessage: 'Show on map',
    description: 'Link opening the delivery address in a map (new tab)',
  },
  newTab: {
    id: 'JobReport.newTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Added to the accessible name of links that open a new tab',
  },
  officeNotes: {
    id: 'JobReport.officeNotes',
    defaultMessage: 'Notes from the office',
    description: 'Section heading: the first-line and service-manager comments',
  },
  firstLineComment: {
    id: 'JobReport.firstLineComment',
    defaultMessage: 'First line comment',
    description: 'Label: the first-line support comment of the job',
  },
  serviceManagerComment: {
    id: 'JobReport.serviceManagerComment',
    defaultMessage: 'Service manager comment',
    description: 'Label: the service manager comment of the job',
  },
  noComment: {
    id: 'JobReport.noComment',
    defaultMessage: 'No comment',
    description: 'A comment that is empty',
  },
  appointments: {
    id: 'JobReport.appointments',
    defaultMessage: 'Appointments',
    description: 'Section heading: the appointments of the job',
  },
  noAppointments: {
    id: 'JobReport.noAppointments',
    defaultMessage: 'Not scheduled yet',
    description: 'The job has no appointment',
  },
  appointmentUpcoming: {
    id: 'JobReport.appointmentUpcoming',
    defaultMessage: 'Upcoming',
    description: 'Tag of an appointment more than 5 days ahead (primary colour)',
  },
  appointmentSoon: {
    id: 'JobReport.appointmentSoon',
    defaultMessage: 'Soon',
    description: 'Tag of an appointment today or within 5 days (warning colour)',
  },
  appointmentPast: {
    id: 'JobReport.appointmentPast',
    defaultMessage: 'Past',
    description: 'Tag of an appointment in the past (disabled colour)',
  },
  participants: {
    id: 'JobReport.participants',
    defaultMessage: 'Participants',
    description: 'Accessible label of the names taking part in an appointment',
  },
  noParticipants: {
    id: 'JobReport.noParticipants',
    defaultMessage: 'Nobody assigned',
    description: 'An appointment without participants',
  },
  // Machine jobs
  equipment: {
    id: 'JobReport.equipment',
    defaultMessage: 'Equipment',
    description: 'Accessible name of the list of machine jobs',
  },
  serialNumber: {
    id: 'JobReport.serialNumber',
    defaultMessage: 'Serial no.',
    description: 'Label before a machine’s serial number',
  },
  customerComment: {
    id: 'JobReport.customerComment',
    defaultMessage: 'Customer comment',
    description: 'Label: the customer’s comment on a machine (read-only for partners)',
  },
  technicianComment: {
    id: 'JobReport.technicianComment',
    defaultMessage: 'Technician comment',
    description: 'Label: the technician comment of a machine job',
  },
  invoiceComment: {
    id: 'JobReport.invoiceComment',
    defaultMessage: 'Invoice comment',
    description: 'Label: the invoice comment of a machine job',
  },
  saving: {
    id: 'JobReport.saving',
    defaultMessage: 'Saving…',
    description: 'Status of a comment or counter while it is saved',
  },
  saved: {
    id: 'JobReport.saved',
    defaultMessage: 'Saved',
    description: 'Status of a comment or counter after it was saved',
  },
  saveError: {
    id: 'JobReport.saveError',
    defaultMessage: 'Error saving value',
    description: 'A comment or counter could not be saved (spec §8)',
  },
  savesOnLeave: {
    id: 'JobReport.savesOnLeave',
    defaultMessage: 'Saved when you leave the field.',
    description: 'Hint under the comment fields: they save on blur',
  },
  counters: {
    id: 'JobReport.counters',
    defaultMessage: 'Counters',
    description: 'Heading of the counters of a machine',
  },
  counterName: {
    id: 'JobReport.counterName',
    defaultMessage: 'Counter',
    description: 'Column header: the counter name',
  },
  previousValue: {
    id: 'JobReport.previousValue',
    defaultMessage: 'Previous value',
    description: 'Column header: the previous value of a counter (LastValue)',
  },
  todaysValue: {
    id: 'JobReport.todaysValue',
    defaultMessage: 'Today’s value',
    description: 'Column header: today’s value of a counter',
  },
  noCounters: {
    id: 'JobReport.noCounters',
    defaultMessage: 'This machine has no counters.',
    description: 'A machine without counters',
  },
  countersError: {
    id: 'JobReport.countersError',
    defaultMessage: 'The counters could not be loaded.',
    description: 'The counters of a machine failed to load',
  },
  loadingCounters: {
    id: 'JobReport.loadingCounters',
    defaultMessage: 'Loading counters…',
    description: 'Accessible name of the counters placeholder',
  },
  noValue: {
    id: 'JobReport.noValue',
    defaultMessage: 'None',
    description: 'A counter value that has not been entered',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  jobFallback: { id: number };
  orderNumber: { number: number };
  unnamedMachine: { id: number };
  timeRange: { start: string; end: string };
  todaysValueOf: { name: string };
  counterFormat: { decimals: number; example: string };
  completedOn: { date: string };
  saveErrorReason: { reason: string };
  machineCount: { count: number };
}>({
  jobFallback: {
    id: 'JobReport.jobFallback',
    defaultMessage: 'Job {id}',
    description: 'Title of a job without a display name',
  },
  orderNumber: {
    id: 'JobReport.orderNumber',
    defaultMessage: 'Order {number}',
    description: 'The order number of the job under its title',
  },
  unnamedMachine: {
    id: 'JobReport.unnamedMachine',
    defaultMessage: 'Machine {id}',
    description: 'Name of a machine that has no display name',
  },
  timeRange: {
    id: 'JobReport.timeRange',
    defaultMessage: '{start}–{end}',
    description: 'Start and end time of an appointment',
  },
  todaysValueOf: {
    id: 'JobReport.todaysValueOf',
    defaultMessage: 'Today’s value, {name}',
    description: 'Accessible name of the today’s-value input of a counter',
  },
  counterFormat: {
    id: 'JobReport.counterFormat',
    defaultMessage: 'Enter a number of 0 or more, with at most {decimals} decimals (for example {example}).',
    description:
      'Under a counter input whose text is not a number that can be saved (nothing is saved); example is 12.5 written the page’s way',
  },
  completedOn: {
    id: 'JobReport.completedOn',
    defaultMessage: 'Completed {date}',
    description: 'The completed date of a finalized job',
  },
  saveErrorReason: {
    id: 'JobReport.saveErrorReason',
    defaultMessage: 'Error saving value: {reason}',
    description: 'A counter or comment was refused by the server (400) with a reason',
  },
  machineCount: {
    id: 'JobReport.machineCount',
    defaultMessage: '{count, plural, one {# machine} other {# machines}}',
    description: 'Number of machines of the job',
  },
});
