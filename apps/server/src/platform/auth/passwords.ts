/** Password hashing with argon2id (OWASP's minimum: 19 MiB, 2 passes, 1 lane). */
import { randomInt } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// The package's Algorithm is an ambient const enum; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm.Argon2id;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when the account does not exist, so timing tells nothing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('lingua-dummy-password');
  await verifyPassword(await dummyHash, password);
}

/** Letters and digits a person reads aloud without mixing up (no 0/o, 1/l/i). */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A first password given by a manager or a teacher: 8 readable characters, shown once. */
export function generatePassword(length = 8): string {
  return Array.from({ length }, () => READABLE[randomInt(READABLE.length)]).join('');
}
