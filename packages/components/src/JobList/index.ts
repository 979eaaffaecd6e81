export { JobList, defaultJobHref } from './JobList';
export type { JobListProps, JobStatusFilter } from './JobList';
