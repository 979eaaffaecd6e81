/** Order-number display (spec §4: "Job type 3 shows the order number as S plus the job Id; otherwise OrderId"). */

/** The job type whose order number is `S` + the job's Id. */
export const JOB_TYPE_SERVICE_NUMBERED = 3;

export interface OrderNumberSource {
  Id: number;
  JobTypeId?: number | null;
  OrderId?: number | string | null;
}

/** `S123` for job type 3, otherwise the OrderId as a string; `''` when the OrderId is missing. */
export function orderNumber(job: OrderNumberSource): string {
  if (job.JobTypeId === JOB_TYPE_SERVICE_NUMBERED) return `S${job.Id}`;
  return job.OrderId === null || job.OrderId === undefined ? '' : String(job.OrderId);
}
