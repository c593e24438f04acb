import { describe, expect, it } from 'vitest';
import { pdfNameOf, pollDelay } from './poll-delay';

describe('pollDelay', () => {
  it('stops once the state is final or unknown', () => {
    expect(pollDelay('done', 0)).toBe(false);
    expect(pollDelay('failed', 0)).toBe(false);
    expect(pollDelay(undefined, 0)).toBe(false);
  });

  it('asks every second at first, slower the longer it waits, never slower than every 5 s', () => {
    expect(pollDelay('queued', 0)).toBe(1000);
    expect(pollDelay('converting', 14_999)).toBe(1000);
    expect(pollDelay('converting', 15_000)).toBe(2000);
    expect(pollDelay('converting', 600_000)).toBe(5000);
    expect(pollDelay('queued', -5)).toBe(1000);
  });
});

describe('pdfNameOf', () => {
  it('replaces the suffix, or adds one', () => {
    expect(pdfNameOf('商务信函.docx')).toBe('商务信函.pdf');
    expect(pdfNameOf('report.v2.pptx')).toBe('report.v2.pdf');
    expect(pdfNameOf('README')).toBe('README.pdf');
    expect(pdfNameOf('.hidden')).toBe('.hidden.pdf');
  });
});
