/**
 * Class codes: short, typed by students from a projector or a chat message, so the alphabet has
 * no look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). Case and spaces are forgiven when joining.
 */
import { z } from 'zod';

export const CLASS_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const CLASS_CODE_LENGTH = 6;

/** What the student typed, as stored: upper case, no spaces or dashes. */
export function normalizeClassCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export const ZJoinClassRequest = z.object({
  classCode: z
    .string()
    .max(32)
    .transform(normalizeClassCode)
    .pipe(z.string().min(1, { message: 'classCodeRequired' })),
});
export type TJoinClassRequest = z.infer<typeof ZJoinClassRequest>;
