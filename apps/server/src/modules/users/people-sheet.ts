/**
 * A list of people as a spreadsheet (mobile number, name): the one reader and row check behind
 * every import of accounts, the teacher's class roster and the manager's teachers alike. All rows
 * are checked first; any bad row rejects the whole file, naming every bad row and its field, so
 * nothing is ever half imported.
 */
import type { TLanguageUse } from '@lingua/contracts';
import { inArray } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { type MessageKey, translate } from '../../platform/messages';
import { readSpreadsheet } from '../../platform/spreadsheet/read-sheet';

export const PEOPLE_HEADERS = { cn: ['手机号', '姓名'], en: ['Mobile', 'Name'] } as const;
const MOBILE = /^1\d{10}$/;
const NAME_MAX = 30;

export interface PersonRow {
  row: number;
  mobile: string;
  name: string;
}

/** A bad row as the import's answer lists it (data.errors): which row, which field, why. */
export interface PersonRowError {
  row: number;
  field: 'mobile' | 'name';
  message: string;
}

export interface ExistingAccount {
  id: number;
  mobile: string;
  schoolId: number | null;
  userType: number;
}

/** The first sheet's rows under the header "Mobile, Name" (either language); spaces leave numbers. */
export async function readPeopleSheet(bytes: Buffer, maxRows: number, emptyKey: MessageKey): Promise<PersonRow[]> {
  // Read in a worker under the shared limits: more than maxRows rows stops the read there.
  const table = await readSpreadsheet(bytes, { columns: 2, maxRows });
  const [first = '', second = ''] = table.header;
  if (![PEOPLE_HEADERS.cn, PEOPLE_HEADERS.en].some((h) => h[0] === first && h[1] === second))
    throw new AppError(400, 'rosterHeader', {}, 'file');
  const rows = table.rows.map(({ row, cells: [mobile = '', name = ''] }) => ({
    row,
    mobile: mobile.replace(/\s+/g, ''),
    name: name.trim(),
  }));
  if (rows.length === 0) throw new AppError(400, emptyKey, {}, 'file');
  return rows;
}

/** The accounts that already use the rows' numbers, by number. */
export async function existingAccounts(db: Queryable, rows: PersonRow[]): Promise<Map<string, ExistingAccount>> {
  const mobiles = rows.map((r) => r.mobile).filter((m) => MOBILE.test(m));
  if (mobiles.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, mobile: users.mobile, schoolId: users.schoolId, userType: users.userType })
    .from(users)
    .where(inArray(users.mobile, mobiles));
  return new Map(found.map((u) => [u.mobile, u]));
}

/**
 * Every row checked: a valid and unrepeated number; an existing account only where `mayReuse`
 * allows it (else `takenKey`); a name for each new account. Any bad row: a 400 on `file` whose
 * message is the first bad row and whose data lists them all.
 */
export function checkPeopleRows(
  rows: PersonRow[],
  existing: Map<string, ExistingAccount>,
  options: { language: TLanguageUse; takenKey: MessageKey; mayReuse: (account: ExistingAccount) => boolean },
): void {
  const errors: PersonRowError[] = [];
  const seen = new Set<string>();
  const say = (row: number, field: PersonRowError['field'], key: MessageKey) => {
    const reason = translate(options.language, key);
    errors.push({ row, field, message: translate(options.language, 'rosterRow', { row, reason }) });
    return reason;
  };
  let firstReason = '';
  const note = (reason: string) => {
    if (!firstReason) firstReason = reason;
  };
  for (const r of rows) {
    if (!MOBILE.test(r.mobile)) note(say(r.row, 'mobile', 'rosterMobileInvalid'));
    else if (seen.has(r.mobile)) note(say(r.row, 'mobile', 'rosterDuplicate'));
    else {
      const found = existing.get(r.mobile);
      if (found && !options.mayReuse(found)) note(say(r.row, 'mobile', options.takenKey));
      else if (!found && (r.name.length === 0 || r.name.length > NAME_MAX))
        note(say(r.row, 'name', 'rosterNameMissing'));
    }
    seen.add(r.mobile);
  }
  const first = errors[0];
  if (first) throw new AppError(400, 'rosterRow', { row: first.row, reason: firstReason }, 'file', { errors });
}
