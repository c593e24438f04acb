/** The home's time left, in both languages, from the real dictionaries. */
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { formatSpan, formatTimeLeft } from './time-left';

const now = Date.parse('2026-11-27T10:00:00Z');
const later = (d: number, h: number, m: number, s = 0) => now + ((d * 24 + h) * 60 + m) * 60_000 + s * 1000;
let tZh: TFunction;
let tEn: TFunction;

beforeAll(async () => {
  const make = async (lng: 'zh' | 'en') => {
    const instance = i18next.createInstance();
    await instance.init({
      resources: { zh: { translation: zh }, en: { translation: en } },
      lng,
      interpolation: { escapeValue: false },
    });
    return instance.t;
  };
  tZh = await make('zh');
  tEn = await make('en');
});

describe('formatTimeLeft', () => {
  it('says days and hours when a day or more is left', () => {
    expect(formatTimeLeft(later(2, 3, 40), now, tZh)).toBe('还剩 2 天 3 小时');
    expect(formatTimeLeft(later(2, 3, 40), now, tEn)).toBe('2 d 3 h left');
  });

  it('says hours and minutes under a day, minutes under an hour', () => {
    expect(formatTimeLeft(later(0, 5, 7), now, tZh)).toBe('还剩 5 小时 7 分');
    expect(formatTimeLeft(later(0, 0, 42), now, tEn)).toBe('42 min left');
  });

  it('rounds down: 23 h 59 min 59 s is not a day', () => {
    expect(formatTimeLeft(later(0, 23, 59, 59), now, tEn)).toBe('23 h 59 min left');
    expect(formatTimeLeft(later(1, 0, 0), now, tEn)).toBe('1 d 0 h left');
  });

  it('says under a minute, then that the deadline has passed', () => {
    expect(formatTimeLeft(now + 30_000, now, tZh)).toBe('不到 1 分钟即将截止');
    expect(formatTimeLeft(now, now, tZh)).toBe('已截止');
    expect(formatTimeLeft(now - 60_000, now, tEn)).toBe('Past the deadline');
  });

  it('takes an ISO deadline as the server sends it', () => {
    expect(formatTimeLeft('2026-11-29T13:00:00.000Z', now, tEn)).toBe('2 d 3 h left');
  });
});

describe('formatSpan', () => {
  it('never goes negative', () => {
    expect(formatSpan(-5_000, tEn)).toBe('under 1 min');
  });
});
