import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ServicePanel.title',
    defaultMessage: 'Service',
    description: 'Heading of the service tab of a machine',
  },
  orderService: {
    id: 'ServicePanel.orderService',
    defaultMessage: 'Order service',
    description: 'Button: order a service job on this machine (opens the new-job dialog)',
  },
  openJobs: {
    id: 'ServicePanel.openJobs',
    defaultMessage: 'Open jobs',
    description: 'Section heading: service and part orders on the machine that are not closed',
  },
  history: {
    id: 'ServicePanel.history',
    defaultMessage: 'Service history',
    description: 'Section heading: closed jobs of the machine',
  },
  noOpenJobsTitle: {
    id: 'ServicePanel.noOpenJobsTitle',
    defaultMessage: 'No open jobs',
    description: 'Empty open-jobs section: title',
  },
  noOpenJobsText: {
    id: 'ServicePanel.noOpenJobsText',
    defaultMessage: 'Nothing is being worked on right now. Order service when the machine needs attention.',
    description: 'Empty open-jobs section: explanation',
  },
  noHistoryTitle: {
    id: 'ServicePanel.noHistoryTitle',
    defaultMessage: 'No service history yet',
    description: 'Empty history section: title',
  },
  noHistoryText: {
    id: 'ServicePanel.noHistoryText',
    defaultMessage: 'Completed service jobs and the parts used appear here.',
    description: 'Empty history section: explanation',
  },
  orderNumber: {
    id: 'ServicePanel.orderNumber',
    defaultMessage: 'Order no.',
    description: 'Label of the order number of a job (read by screen readers, shown on phones)',
  },
  date: {
    id: 'ServicePanel.date',
    defaultMessage: 'Date',
    description: 'Label of the date of a job or history entry',
  },
  type: {
    id: 'ServicePanel.type',
    defaultMessage: 'Type',
    description: 'Label of the job type',
  },
  status: {
    id: 'ServicePanel.status',
    defaultMessage: 'Status',
    description: 'Label of the job status',
  },
  description: {
    id: 'ServicePanel.description',
    defaultMessage: 'Description',
    description: 'Label of the job description',
  },
  noOrderNumber: {
    id: 'ServicePanel.noOrderNumber',
    defaultMessage: 'No order number',
    description: 'Shown instead of the order number of a job that has none',
  },
  parts: {
    id: 'ServicePanel.parts',
    defaultMessage: 'Parts used',
    description: 'Caption of the parts table of a history entry',
  },
  partDescription: {
    id: 'ServicePanel.partDescription',
    defaultMessage: 'Part',
    description: 'Column header: the article description of a part',
  },
  quantity: {
    id: 'ServicePanel.quantity',
    defaultMessage: 'Qty',
    description: 'Column header: how many of a part were used',
  },
  price: {
    id: 'ServicePanel.price',
    defaultMessage: 'Price',
    description: 'Column header: unit price of a part (only with prices shown)',
  },
  serviceReport: {
    id: 'ServicePanel.serviceReport',
    defaultMessage: 'Service report (PDF)',
    description: 'Link: the service report PDF of a history entry (opens in a new tab)',
  },
  opening: {
    id: 'ServicePanel.opening',
    defaultMessage: 'Opening…',
    description: 'Shown on the service report link (and in the new tab) while the PDF loads',
  },
  newTab: {
    id: 'ServicePanel.newTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Read by screen readers after the service report link',
  },
  loadingOpen: {
    id: 'ServicePanel.loadingOpen',
    defaultMessage: 'Loading open jobs…',
    description: 'Accessible name of the loading open-jobs section',
  },
  loadingHistory: {
    id: 'ServicePanel.loadingHistory',
    defaultMessage: 'Loading service history…',
    description: 'Accessible name of the loading history section',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  scheduled: { date: string };
  openJob: { number: string };
}>({
  scheduled: {
    id: 'ServicePanel.scheduled',
    defaultMessage: 'Scheduled {date}',
    description: 'The next appointment of an open job; date is month/day/year',
  },
  openJob: {
    id: 'ServicePanel.openJob',
    defaultMessage: 'Order {number}',
    description: 'Accessible name of the link that opens an open job; number is its order number',
  },
});
