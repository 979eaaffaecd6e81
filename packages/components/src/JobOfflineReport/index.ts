export { JobOfflineReport } from './JobOfflineReport';
export type { JobOfflineReportProps } from './JobOfflineReport';
