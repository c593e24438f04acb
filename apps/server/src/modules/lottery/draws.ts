/**
 * Lottery draws (issue 20 item 3): the server picks the seed from its CSPRNG at the moment of the
 * draw, so the drawer cannot choose the order; the order is computed from the seed alone
 * (contracts lottery/shuffle.ts) and kept with the entrants, who drew and when. Every draw stays
 * in the school's list, so a draw done again is visible too.
 */
import { randomBytes } from 'node:crypto';
import { drawOrder, type TLotteryDraw, type TLotteryDrawSummary } from '@lingua/contracts';
import { desc, eq } from 'drizzle-orm';
import { lotteryDraws, schools } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { randomBase32 } from '../../platform/random-code';
import type { SessionUser } from '../../platform/request-context';

type DrawRow = typeof lotteryDraws.$inferSelect;

function present(row: DrawRow, schoolName: string): TLotteryDraw {
  return {
    code: row.code,
    title: row.title,
    entrants: row.entrants,
    seed: row.seed,
    order: row.drawnOrder,
    drawnBy: row.drawnByName,
    schoolName,
    drawnAt: row.createdAt.toISOString(),
  };
}

async function schoolName(db: Db, schoolId: number): Promise<string> {
  const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
  return school?.name ?? '';
}

export async function createDraw(
  db: Db,
  user: SessionUser,
  input: { title: string; entrants: string[] },
): Promise<TLotteryDraw> {
  const seed = randomBytes(32).toString('hex');
  const [row] = await db
    .insert(lotteryDraws)
    .values({
      code: randomBase32(12),
      schoolId: user.schoolId,
      drawnBy: user.userId,
      drawnByName: user.name,
      title: input.title,
      entrants: input.entrants,
      seed,
      drawnOrder: drawOrder(seed, input.entrants.length),
    })
    .returning();
  if (!row) throw new Error('the draw was not stored');
  return present(row, await schoolName(db, user.schoolId));
}

export async function listDraws(db: Db, user: SessionUser): Promise<TLotteryDrawSummary[]> {
  const rows = await db
    .select()
    .from(lotteryDraws)
    .where(eq(lotteryDraws.schoolId, user.schoolId))
    .orderBy(desc(lotteryDraws.createdAt), desc(lotteryDraws.id))
    .limit(200);
  return rows.map((row) => ({
    code: row.code,
    title: row.title,
    drawnBy: row.drawnByName,
    drawnAt: row.createdAt.toISOString(),
    entrantCount: row.entrants.length,
  }));
}

/** Public by code: the page anyone opens to see and re-run a draw. */
export async function findDraw(db: Db, code: string): Promise<TLotteryDraw> {
  const [found] = await db
    .select({ row: lotteryDraws, schoolName: schools.name })
    .from(lotteryDraws)
    .innerJoin(schools, eq(schools.id, lotteryDraws.schoolId))
    .where(eq(lotteryDraws.code, code));
  if (!found) throw new AppError(404, 'lotteryNotFound', {}, 'code');
  return present(found.row, found.schoolName);
}
