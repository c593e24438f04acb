/**
 * The lottery's order: SHA-256 matches Node's, a seed always gives the same order, the order is a
 * permutation, and over many seeds every entrant lands in every place about equally often
 * (a chi-square test against the uniform distribution).
 */
import { createHash, randomBytes } from 'node:crypto';
import { below, drawOrder, seedStream, sha256 } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('sha256', () => {
  it.each([0, 1, 55, 56, 63, 64, 65, 119, 1000])('matches node:crypto on %i bytes', (n) => {
    const bytes = randomBytes(n);
    expect(hex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
  });
  it('gives the standard digest of "abc"', () => {
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('drawOrder', () => {
  const seed = 'a3'.repeat(32);

  it('is the same order every time from the same seed (and a fixed vector pins the algorithm)', () => {
    expect(drawOrder(seed, 10)).toEqual(drawOrder(seed, 10));
    const pinned = drawOrder('00'.repeat(32), 8);
    expect(pinned).toMatchInlineSnapshot(`
      [
        3,
        4,
        1,
        6,
        0,
        7,
        2,
        5,
      ]
    `);
  });

  it('is a permutation of every position', () => {
    for (const n of [1, 2, 3, 17, 300]) {
      const order = drawOrder(randomBytes(32).toString('hex'), n);
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
    }
  });

  it('differs with the seed', () => {
    expect(drawOrder('01'.repeat(32), 12)).not.toEqual(drawOrder('02'.repeat(32), 12));
  });

  it('refuses a seed that is not 64 hex digits', () => {
    expect(() => drawOrder('xyz', 3)).toThrow();
    expect(() => drawOrder('AB'.repeat(32), 3)).toThrow();
  });

  it('puts every entrant first about equally often, and every entrant in every place (chi-square)', () => {
    const n = 6;
    const draws = 12_000;
    const counts = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (let k = 0; k < draws; k++) {
      const order = drawOrder(randomBytes(32).toString('hex'), n);
      order.forEach((entrant, place) => {
        (counts[entrant] as number[])[place] = ((counts[entrant] as number[])[place] as number) + 1;
      });
    }
    const expected = draws / n;
    // Each entrant's places: 5 degrees of freedom; 20.5 is the 0.999 quantile.
    for (const row of counts) {
      const chi = row.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
      expect(chi).toBeLessThan(20.5);
    }
  });

  it('draws numbers below k without bias (rejection at the top of the 32-bit range)', () => {
    const stream = seedStream('5c'.repeat(32));
    const k = 3;
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) {
      const v = below(stream, k);
      counts[v] = (counts[v] as number) + 1;
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(600);
  });
});
