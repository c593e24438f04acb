/**
 * The simulation follows the case's branches: the machine's next line answers what the team said
 * (the first branch whose cue the reply holds), the line as written when no cue was heard; and the
 * branching content is complete (every side of every case branches, each branch with English and a
 * Chinese note, on a line that exists after the first).
 */
import { describe, expect, it } from 'vitest';
import { CASE_BRANCHES } from './negotiation-branches';
import { NEGOTIATION_CASES, negotiationCase, resolveMachineLines } from './negotiation-cases';

const led = negotiationCase('led-panel-price');

describe('the simulation’s branches', () => {
  it('chooses the machine’s next line by what the team said', () => {
    const seller = led?.sides.seller;
    if (!seller) throw new Error('the LED case is missing');
    const opening = resolveMachineLines(seller, []);
    expect(opening).toHaveLength(1);
    expect(opening[0]?.text).toBe(seller.machineLines[0]?.text);

    const warranty = resolveMachineLines(seller, ['We can extend the WARRANTY to five years for this order.']);
    expect(warranty[1]?.text).toMatch(/^A five-year warranty is interesting/);
    const volume = resolveMachineLines(seller, ['If you order 8,000 panels, the price comes down.']);
    expect(volume[1]?.text).toMatch(/^You mention a larger order/);
    // No cue heard: the line as written.
    const plain = resolveMachineLines(seller, ['Thank you. Our panels are very good.']);
    expect(plain[1]?.text).toBe(seller.machineLines[1]?.text);
    // Each line answers the reply just before it, and the same replies give the same lines.
    const replies = ['Our warranty is five years.', 'We can go to USD 17.20.', 'A 20% deposit is fine.'];
    const lines = resolveMachineLines(seller, replies);
    expect(lines.map((l) => l.text.slice(0, 24))).toEqual([
      seller.machineLines[0]?.text.slice(0, 24),
      'A five-year warranty is ',
      'That is a step in the ri',
      'A 20% deposit we could a',
    ]);
    expect(resolveMachineLines(seller, replies)).toEqual(lines);
    // Never past the side's last line.
    expect(
      resolveMachineLines(
        seller,
        Array.from({ length: 9 }, () => 'ok'),
      ),
    ).toHaveLength(5);
  });

  it('branches every side of every case, in English with a Chinese note, on lines after the first', () => {
    for (const c of NEGOTIATION_CASES) {
      for (const side of ['seller', 'buyer'] as const) {
        const branches = CASE_BRANCHES[c.key]?.[side] ?? {};
        const lines = Object.keys(branches).map(Number);
        expect(lines.length, `${c.key} ${side}`).toBeGreaterThanOrEqual(3);
        for (const n of lines) {
          expect(n).toBeGreaterThanOrEqual(1);
          expect(n).toBeLessThan(c.sides[side].machineLines.length);
          expect(c.sides[side].machineLines[n]?.branches).toBe(branches[n]);
          for (const b of branches[n] ?? []) {
            expect(b.cues.length).toBeGreaterThan(0);
            expect(b.text).toMatch(/^[A-Z][^\u4e00-\u9fff]+[.?]$/);
            expect(b.note).toMatch(/[\u4e00-\u9fff]/);
          }
        }
      }
    }
  });
});
