import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  customer: {
    id: 'PartnerJobPreview.customer',
    defaultMessage: 'Customer',
    description: 'Section heading: the customer and its contact person',
  },
  contactPerson: {
    id: 'PartnerJobPreview.contactPerson',
    defaultMessage: 'Contact person',
    description: 'Label: the customer contact person of the job',
  },
  noContact: {
    id: 'PartnerJobPreview.noContact',
    defaultMessage: 'No contact person',
    description: 'The job has no customer contact person',
  },
  address: {
    id: 'PartnerJobPreview.address',
    defaultMessage: 'Address',
    description: 'Section heading: the delivery address of the job',
  },
  noAddress: {
    id: 'PartnerJobPreview.noAddress',
    defaultMessage: 'No address given',
    description: 'The job has no delivery address',
  },
  appointments: {
    id: 'PartnerJobPreview.appointments',
    defaultMessage: 'Appointments',
    description: 'Section heading: the appointments of the job',
  },
  noAppointments: {
    id: 'PartnerJobPreview.noAppointments',
    defaultMessage: 'No appointments yet',
    description: 'The job has no appointments',
  },
  machines: {
    id: 'PartnerJobPreview.machines',
    defaultMessage: 'Equipment',
    description: 'Section heading: the machines of the job',
  },
  noMachines: {
    id: 'PartnerJobPreview.noMachines',
    defaultMessage: 'No equipment on this job',
    description: 'The job has no machine sub-jobs',
  },
  customerComment: {
    id: 'PartnerJobPreview.customerComment',
    defaultMessage: 'Customer comment',
    description: 'Label: the customer comment of a machine (read-only)',
  },
  noCustomerComment: {
    id: 'PartnerJobPreview.noCustomerComment',
    defaultMessage: 'No comment from the customer',
    description: 'A machine without a customer comment',
  },
  notes: {
    id: 'PartnerJobPreview.notes',
    defaultMessage: 'Notes',
    description: 'Section heading: the first line and service manager comments',
  },
  firstLineComment: {
    id: 'PartnerJobPreview.firstLineComment',
    defaultMessage: 'First line comment',
    description: 'Label: FirstLineComment of the job',
  },
  serviceManagerComment: {
    id: 'PartnerJobPreview.serviceManagerComment',
    defaultMessage: 'Service manager comment',
    description: 'Label: ServiceManagerComment of the job',
  },
  start: {
    id: 'PartnerJobPreview.start',
    defaultMessage: 'Start job',
    description: 'Button of a job not started: asks for confirmation, then starts the job',
  },
  startHint: {
    id: 'PartnerJobPreview.startHint',
    defaultMessage: 'This job is not started yet. Start it to fill in the job report.',
    description: 'Beside the Start job button',
  },
  startTitle: {
    id: 'PartnerJobPreview.startTitle',
    defaultMessage: 'Start job?',
    description: 'Title of the dialog confirming the start of the job',
  },
  startFailed: {
    id: 'PartnerJobPreview.startFailed',
    defaultMessage: 'The job could not be started. Try again, or cancel.',
    description: 'Shown in the start dialog after the start call failed',
  },
  openReport: {
    id: 'PartnerJobPreview.openReport',
    defaultMessage: 'Open job report',
    description: 'Link of a started job: the job report',
  },
  startedHint: {
    id: 'PartnerJobPreview.startedHint',
    defaultMessage:
      'This job is started. Comments, counters, order lines and attachments are in the job report.',
    description: 'Beside the Open job report link of a started job',
  },
  finishedHint: {
    id: 'PartnerJobPreview.finishedHint',
    defaultMessage: 'This job is completed. Its job report can be read but no longer changed.',
    description: 'Beside the Open job report link of a finalized job (status 50 or higher)',
  },
  deletedTitle: {
    id: 'PartnerJobPreview.deletedTitle',
    defaultMessage: 'This job was deleted',
    description: 'Title of the preview of a deleted job (status 110, spec §4)',
  },
  deletedMessage: {
    id: 'PartnerJobPreview.deletedMessage',
    defaultMessage: 'The service provider has deleted this job, so there is nothing more to do on it.',
    description: 'Message of the preview of a deleted job',
  },
  errorTitle: {
    id: 'PartnerJobPreview.errorTitle',
    defaultMessage: 'The job could not be loaded',
    description: 'Title when the job of the code failed to load',
  },
  errorMessage: {
    id: 'PartnerJobPreview.errorMessage',
    defaultMessage: 'Something went wrong while loading the job. Check your connection and try again.',
    description:
      'Message when the job of the code failed to load for another reason than the server explains',
  },
  jobList: {
    id: 'PartnerJobPreview.jobList',
    defaultMessage: 'Go to the job list',
    description: 'Link from the deleted or failed job preview to the partner job list',
  },
  retry: {
    id: 'PartnerJobPreview.retry',
    defaultMessage: 'Try again',
    description: 'Button: load the job again',
  },
  loading: {
    id: 'PartnerJobPreview.loading',
    defaultMessage: 'Loading job…',
    description: 'Accessible name of the skeleton while the job loads',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  code: { code: string };
  order: { number: string };
  serial: { serial: string };
  participants: { names: string };
  startMessage: { customer: string; job: string };
}>({
  code: {
    id: 'PartnerJobPreview.code',
    defaultMessage: 'Job code {code}',
    description: 'Eyebrow above the job name: the short code of the link',
  },
  order: {
    id: 'PartnerJobPreview.order',
    defaultMessage: 'Order {number}',
    description: 'The order number of the job',
  },
  serial: {
    id: 'PartnerJobPreview.serial',
    defaultMessage: 'Serial no. {serial}',
    description: 'The serial number of a machine',
  },
  participants: {
    id: 'PartnerJobPreview.participants',
    defaultMessage: 'Technicians: {names}',
    description: 'The participants of an appointment, names separated by commas',
  },
  startMessage: {
    id: 'PartnerJobPreview.startMessage',
    defaultMessage: '{customer} – {job}. Starting the job sets it in progress and opens the job report.',
    description: 'Body of the start dialog; customer is the customer name, job the job name',
  },
});
