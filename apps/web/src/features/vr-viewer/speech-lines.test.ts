import { describe, expect, it } from 'vitest';
import { speechLines } from './speech-lines';

describe('speechLines', () => {
  it('reads a dialogue turn by turn, skipping empty lines', () => {
    expect(speechLines('Buyer: Hello.\n\n Exhibitor: Welcome. ')).toEqual(['Buyer: Hello.', 'Exhibitor: Welcome.']);
  });

  it('cuts a long line at its sentences, and a too long sentence at the limit', () => {
    const text = 'One two three. Four five six. Seven eight.';
    expect(speechLines(text, 20)).toEqual(['One two three.', 'Four five six.', 'Seven eight.']);
    expect(speechLines('x'.repeat(45), 20)).toEqual(['x'.repeat(20), 'x'.repeat(20), 'x'.repeat(5)]);
  });
});
