import { describe, expect, it } from 'vitest';
import { AdmissionGate } from './admission';

describe('admission gate', () => {
  it('lets `limit` jobs run at once, refuses the next at once, and frees a place when one ends', async () => {
    const gate = new AdmissionGate(2);
    const refuse = () => new Error('full');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = gate.run(refuse, () => held);
    const second = gate.run(refuse, () => held);
    expect(gate.busy).toBe(2);
    await expect(gate.run(refuse, async () => 'third')).rejects.toThrow('full');
    release();
    await Promise.all([first, second]);
    expect(gate.busy).toBe(0);
    expect(await gate.run(refuse, async () => 'again')).toBe('again');
  });

  it('frees the place of a job that fails', async () => {
    const gate = new AdmissionGate(1);
    await expect(
      gate.run(
        () => new Error('full'),
        async () => {
          throw new Error('boom');
        },
      ),
    ).rejects.toThrow('boom');
    expect(gate.busy).toBe(0);
  });
});
