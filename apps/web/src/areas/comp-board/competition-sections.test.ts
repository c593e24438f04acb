import { describe, expect, it } from 'vitest';
import { isSection, periodStatus } from './competition-sections';

describe('a period for a visitor', () => {
  const p = { opensAt: '2026-11-20T08:00:00Z', closesAt: '2026-11-20T10:00:00Z', published: false };
  it('is upcoming, open, ended, then published', () => {
    expect(periodStatus(p, Date.parse('2026-11-20T07:59:59Z'))).toBe('upcoming');
    expect(periodStatus(p, Date.parse('2026-11-20T08:00:00Z'))).toBe('open');
    expect(periodStatus(p, Date.parse('2026-11-20T10:00:01Z'))).toBe('ended');
    expect(periodStatus({ ...p, published: true }, Date.parse('2026-11-20T09:00:00Z'))).toBe('published');
  });
  it('names only the page sections', () => {
    expect(isSection('faq')).toBe(true);
    expect(isSection('commitment')).toBe(false);
    expect(isSection(null)).toBe(false);
  });
});
