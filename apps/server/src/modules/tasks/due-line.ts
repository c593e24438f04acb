/** "截止时间 2026-12-01 23:59（北京时间）": a task's deadline as its messages write it, on the school's clock. */
import { type TLocalizedText, zonedMinute, zoneName } from '@lingua/contracts';
import type { Queryable } from '../../platform/database';
import { schoolTimeZone } from '../schools/school-time-zone';

export async function dueLine(db: Queryable, schoolId: number, deadline: Date): Promise<TLocalizedText> {
  const zone = await schoolTimeZone(db, schoolId);
  const when = zonedMinute(deadline, zone);
  const name = zoneName(zone, deadline);
  return { cn: `截止时间 ${when}（${name.cn}）`, en: `Due ${when} (${name.en})` };
}
