export { JobOrderLines } from './JobOrderLines';
export type { JobOrderLinesProps } from './JobOrderLines';
