import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'PartnerJobList.title',
    defaultMessage: 'Jobs',
    description: 'Heading of the partner job list page',
  },
  upcoming: {
    id: 'PartnerJobList.upcoming',
    defaultMessage: 'Upcoming',
    description: 'The list (tab / column) of jobs not started yet (status 20 or below)',
  },
  open: {
    id: 'PartnerJobList.open',
    defaultMessage: 'Open',
    description: 'The list (tab / column) of started jobs (status above 20, below 50)',
  },
  completed: {
    id: 'PartnerJobList.completed',
    defaultMessage: 'Completed',
    description: 'The list (tab / column) of finished jobs (status 50 up to 100)',
  },
  lists: {
    id: 'PartnerJobList.lists',
    defaultMessage: 'Job lists',
    description: 'Accessible name of the tab bar that switches between the three job lists (phones, tablets)',
  },
  emptyUpcoming: {
    id: 'PartnerJobList.emptyUpcoming',
    defaultMessage: 'No upcoming jobs',
    description: 'The Upcoming list is empty',
  },
  emptyOpen: {
    id: 'PartnerJobList.emptyOpen',
    defaultMessage: 'No open jobs',
    description: 'The Open list is empty',
  },
  emptyCompleted: {
    id: 'PartnerJobList.emptyCompleted',
    defaultMessage: 'No completed jobs',
    description: 'The Completed list is empty',
  },
  emptyUpcomingHint: {
    id: 'PartnerJobList.emptyUpcomingHint',
    defaultMessage: 'New jobs for you or your company show up here.',
    description: 'Under "No upcoming jobs"',
  },
  emptyOpenHint: {
    id: 'PartnerJobList.emptyOpenHint',
    defaultMessage: 'A job you start moves here until it is completed.',
    description: 'Under "No open jobs"',
  },
  emptyCompletedHint: {
    id: 'PartnerJobList.emptyCompletedHint',
    defaultMessage: 'Completed jobs stay here, read-only.',
    description: 'Under "No completed jobs"',
  },
  loading: {
    id: 'PartnerJobList.loading',
    defaultMessage: 'Loading jobs…',
    description: 'Accessible name of the skeleton while the job lists load',
  },
  errorTitle: {
    id: 'PartnerJobList.errorTitle',
    defaultMessage: 'Jobs could not be loaded',
    description: 'Title of the page when the job lists failed to load (spec §8)',
  },
  errorMessage: {
    id: 'PartnerJobList.errorMessage',
    defaultMessage: 'Something went wrong while loading your jobs. Check your connection and try again.',
    description: 'Message of the page when the job lists failed to load',
  },
  retry: {
    id: 'PartnerJobList.retry',
    defaultMessage: 'Try again',
    description: 'Button: load the job lists again',
  },
  noAppointment: {
    id: 'PartnerJobList.noAppointment',
    defaultMessage: 'No appointment',
    description: 'A job without an appointment',
  },
  noAddress: {
    id: 'PartnerJobList.noAddress',
    defaultMessage: 'No address',
    description: 'A job without a delivery address city',
  },
  startTitle: {
    id: 'PartnerJobList.startTitle',
    defaultMessage: 'Start job?',
    description: 'Title of the dialog asking to start a job that is not started (spec §4)',
  },
  startConfirm: {
    id: 'PartnerJobList.startConfirm',
    defaultMessage: 'Start job',
    description: 'Confirm button of the start dialog: sets the job Open and opens it',
  },
  startFailed: {
    id: 'PartnerJobList.startFailed',
    defaultMessage: 'The job could not be started. Try again, or cancel.',
    description: 'Shown in the start dialog after the start call failed',
  },
  appointment: {
    id: 'PartnerJobList.appointment',
    defaultMessage: 'First appointment',
    description: 'Accessible label of the first appointment date of a job',
  },
  showMore: {
    id: 'PartnerJobList.showMore',
    defaultMessage: 'Show more',
    description: 'Button below a list of jobs: load the next jobs of the list',
  },
  moreFailed: {
    id: 'PartnerJobList.moreFailed',
    defaultMessage: 'More jobs could not be loaded.',
    description: 'Below a list of jobs, after loading its next jobs failed (the button then retries)',
  },
  city: {
    id: 'PartnerJobList.city',
    defaultMessage: 'City',
    description: 'Accessible label of the delivery address city of a job',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  count: { count: number };
  countMore: { count: number };
  order: { number: string };
  startMessage: { customer: string; job: string };
  daysAhead: { days: number };
  daysAgo: { days: number };
}>({
  daysAhead: {
    id: 'PartnerJobList.daysAhead',
    defaultMessage: '{days, plural, =0 {today} =1 {tomorrow} one {in # day} other {in # days}}',
    description: 'Beside an appointment date today or later: how many days ahead it is',
  },
  daysAgo: {
    id: 'PartnerJobList.daysAgo',
    defaultMessage: '{days, plural, =1 {yesterday} one {# day ago} other {# days ago}}',
    description: 'Beside an appointment date in the past: how many days ago it was (days is positive)',
  },
  count: {
    id: 'PartnerJobList.count',
    defaultMessage: '{count, plural, one {# job} other {# jobs}}',
    description: 'Accessible text of the count beside a list name',
  },
  countMore: {
    id: 'PartnerJobList.countMore',
    defaultMessage: 'more than {count, plural, one {# job} other {# jobs}}',
    description:
      'Accessible text of the count beside a list name when the list goes on beyond the jobs loaded',
  },
  order: {
    id: 'PartnerJobList.order',
    defaultMessage: 'Order {number}',
    description: 'The order number of a job',
  },
  startMessage: {
    id: 'PartnerJobList.startMessage',
    defaultMessage: '{customer} – {job}. Starting the job sets it in progress and opens the job report.',
    description: 'Body of the start dialog; customer is the customer name, job the job name',
  },
});
