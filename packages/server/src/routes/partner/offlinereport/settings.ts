import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { settings } from '../../../db/schema.js';

/**
 * The `offline_report` row of the settings table: `{ "enabled": true, "timeZone": "Europe/Oslo" }`.
 * `enabled` answers GET /api2/partner/jobs/offlinereport-enabled and gates the PDF download;
 * `timeZone` (IANA) is used for the dates and times printed in the report. Without the row (or
 * with a field missing or invalid) offline reports are enabled and times are printed in UTC.
 */
export const OFFLINE_REPORT_SETTING = 'offline_report';

export interface OfflineReportSetting {
  enabled: boolean;
  timeZone: string;
}

export const DEFAULT_OFFLINE_REPORT_SETTING: OfflineReportSetting = { enabled: true, timeZone: 'UTC' };

function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export async function offlineReportSetting(db: Db): Promise<OfflineReportSetting> {
  const [row] = await db.select().from(settings).where(eq(settings.key, OFFLINE_REPORT_SETTING));
  const value = (row?.value ?? {}) as { enabled?: unknown; timeZone?: unknown };
  return {
    enabled: typeof value.enabled === 'boolean' ? value.enabled : DEFAULT_OFFLINE_REPORT_SETTING.enabled,
    timeZone: isTimeZone(value.timeZone) ? value.timeZone : DEFAULT_OFFLINE_REPORT_SETTING.timeZone,
  };
}
