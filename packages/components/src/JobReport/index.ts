export { JobReport } from './JobReport';
export type { JobReportProps } from './JobReport';
