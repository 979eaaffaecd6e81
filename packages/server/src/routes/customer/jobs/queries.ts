import { and, eq, isNull, sql } from 'drizzle-orm';
import type { components } from '@eqp/contract';
import type { Db } from '../../../db/client.js';
import { jobs } from '../../../db/schema.js';
import { isOpen, isPartsJob } from './status.js';

export type OpenJobsCount = components['schemas']['OpenJobsCount'];

/** Open top-level jobs of an organisation: part orders and everything else. */
export async function openJobsCount(db: Db, customerId: number): Promise<OpenJobsCount> {
  const [row] = await db
    .select({
      parts: sql<number>`(count(*) filter (where ${isPartsJob(jobs.jobTypeId)}))::int`,
      other: sql<number>`(count(*) filter (where not ${isPartsJob(jobs.jobTypeId)}))::int`,
    })
    .from(jobs)
    .where(and(eq(jobs.customerId, customerId), isNull(jobs.parentJobId), isOpen(jobs.statusId)));
  return { ActivePartJobsCount: Number(row?.parts ?? 0), ActiveOtherJobsCount: Number(row?.other ?? 0) };
}
