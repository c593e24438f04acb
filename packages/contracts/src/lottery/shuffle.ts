/**
 * The lottery's order (drawLotteryRaffle): a Fisher-Yates shuffle whose random numbers come from
 * the published seed alone, so anyone can run the draw again and get the same order.
 *
 * The stream: block n is SHA-256(seed bytes ‖ n as 4 bytes big-endian), read as eight 32-bit
 * big-endian words. A number below k is a word w taken only while w < k·⌊2³²/k⌋ (rejection, so
 * every value is equally likely), as w mod k. The shuffle walks i from the last place down to 1
 * and swaps place i with place j = next number below i + 1. The seed is 32 bytes from the
 * server's CSPRNG, written as 64 hex digits; the answer is the entrants' original positions in
 * drawn order.
 */
import { sha256 } from './sha256';

export const LOTTERY_SEED_PATTERN = /^[0-9a-f]{64}$/;

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** 32-bit words from the seed, one SHA-256 block of eight at a time. */
export function seedStream(seedHex: string): () => number {
  if (!LOTTERY_SEED_PATTERN.test(seedHex)) throw new Error('A lottery seed is 64 hex digits');
  const input = new Uint8Array(36);
  input.set(hexBytes(seedHex));
  const inputView = new DataView(input.buffer);
  let counter = 0;
  let block: DataView<ArrayBufferLike> = new DataView(new ArrayBuffer(0));
  let next = 8;
  return () => {
    if (next === 8) {
      inputView.setUint32(32, counter++);
      block = new DataView(sha256(input).buffer);
      next = 0;
    }
    return block.getUint32(4 * next++);
  };
}

/** A number in [0, k), every value equally likely. */
export function below(stream: () => number, k: number): number {
  const limit = Math.floor(2 ** 32 / k) * k;
  for (;;) {
    const w = stream();
    if (w < limit) return w % k;
  }
}

/** The drawn order of `count` entrants: their original positions (0-based), first drawn first. */
export function drawOrder(seedHex: string, count: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  const stream = seedStream(seedHex);
  for (let i = count - 1; i > 0; i--) {
    const j = below(stream, i + 1);
    const swap = order[i] as number;
    order[i] = order[j] as number;
    order[j] = swap;
  }
  return order;
}
