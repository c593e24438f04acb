/** Random codes people may read aloud or type: RFC 4648 base32 (A-Z, 2-7) from the CSPRNG. */
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** `length` characters, 5 random bits each (256 is a multiple of 32, so every letter is equally likely). */
export function randomBase32(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % 32];
  return out;
}
