/**
 * ID numbers are never stored as typed: an HMAC-SHA256 under the server's key, per competition,
 * so a copy of the table does not give them away and one digest means nothing in another
 * competition. Comparing digests is how a look-up checks the number.
 */
import { createHmac } from 'node:crypto';

export function idNumberDigest(key: Buffer, competitionId: number, idNumber: string): string {
  return createHmac('sha256', key).update(`${competitionId}:${idNumber.toUpperCase()}`).digest('hex');
}
