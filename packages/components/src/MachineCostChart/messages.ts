import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'MachineCostChart.title',
    defaultMessage: 'Cost last 12 months',
    description: 'Heading of the cost graph on the job list',
  },
  loading: {
    id: 'MachineCostChart.loading',
    defaultMessage: 'Loading the cost graph…',
    description: 'Accessible name of the placeholder while the cost points load',
  },
  emptyTitle: {
    id: 'MachineCostChart.emptyTitle',
    defaultMessage: 'No costs in the last 12 months',
    description: 'Cost graph without any cost in its 12 months: title',
  },
  emptyText: {
    id: 'MachineCostChart.emptyText',
    defaultMessage: 'Service and parts on your equipment show here month by month.',
    description: 'Cost graph without any cost: explanation',
  },
  errorTitle: {
    id: 'MachineCostChart.errorTitle',
    defaultMessage: 'The cost graph could not be loaded.',
    description: 'Cost graph when fetching the cost points failed',
  },
  retry: {
    id: 'MachineCostChart.retry',
    defaultMessage: 'Retry',
    description: 'Button: fetch the cost points again',
  },
  showTable: {
    id: 'MachineCostChart.showTable',
    defaultMessage: 'Show as table',
    description:
      'Toggle button (pressed / not pressed): show the cost per month as a table instead of the graph',
  },
  tableCaption: {
    id: 'MachineCostChart.tableCaption',
    defaultMessage: 'Cost per month in the last 12 months',
    description: 'Caption of the table giving the graph’s numbers',
  },
  month: {
    id: 'MachineCostChart.month',
    defaultMessage: 'Month',
    description: 'Column header of the cost table',
  },
  total: {
    id: 'MachineCostChart.total',
    defaultMessage: 'Total',
    description: 'Column header of the cost table; label of the sum in a tooltip',
  },
  machines: {
    id: 'MachineCostChart.machines',
    defaultMessage: 'Equipment',
    description: 'Column header of the cost table: the machines with cost in the month',
  },
  noCost: {
    id: 'MachineCostChart.noCost',
    defaultMessage: 'No cost',
    description: 'A month without any cost, in the tooltip and the table',
  },
  legend: {
    id: 'MachineCostChart.legend',
    defaultMessage: 'Equipment in the graph',
    description: 'Accessible name of the legend list (colour per machine)',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  periodTotal: { amount: string };
  other: { count: number };
  summary: { amount: string; months: number; machines: number };
}>({
  periodTotal: {
    id: 'MachineCostChart.periodTotal',
    defaultMessage: 'Total {amount}',
    description: 'The cost of the whole 12 months, next to the heading',
  },
  other: {
    id: 'MachineCostChart.other',
    defaultMessage: '{count, plural, one {# other machine} other {# other machines}}',
    description: 'Legend entry of the series that groups the machines with the smallest cost',
  },
  summary: {
    id: 'MachineCostChart.summary',
    defaultMessage:
      'Stacked bar graph: {amount} in {months} months on {machines, plural, one {# machine} other {# machines}}.',
    description: 'Accessible description of the graph; the table after it gives the numbers',
  },
});
