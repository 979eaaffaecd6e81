export { MachineCostChart, COST_CHART_COLORS } from './MachineCostChart';
export type { MachineCostChartProps } from './MachineCostChart';
export { buildCostSeries } from './costSeries';
export type { CostMonth, CostSeries, CostSeriesEntry, MachineAmount } from './costSeries';
