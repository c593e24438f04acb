/** Making class codes: random over the look-alike-free alphabet, unique across all schools. */
import { randomInt } from 'node:crypto';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { classes } from '../../db/schema';
import type { Queryable } from '../../platform/database';

export function randomClassCode(): string {
  let code = '';
  for (let i = 0; i < CLASS_CODE_LENGTH; i++) code += CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)];
  return code;
}

/**
 * 25^6 ≈ 244 million codes: a collision is rare, and a few tries make it vanishingly so.
 * The unique index remains the real guard against two classes taking one code at once.
 */
export async function unusedClassCode(db: Queryable, attempts = 8): Promise<string> {
  for (let i = 0; i < attempts; i++) {
    const code = randomClassCode();
    const [taken] = await db.select({ id: classes.id }).from(classes).where(eq(classes.classCode, code)).limit(1);
    if (!taken) return code;
  }
  throw new Error('no unused class code after several tries');
}
