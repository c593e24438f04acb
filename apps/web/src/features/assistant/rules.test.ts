import { describe, expect, it } from 'vitest';
import { assistantVisible, isLookupSelection, offeredVoices, plainLength } from './rules';

describe('assistant rules', () => {
  it('shows the panel to teachers of a school on practicals and teaching routes only', () => {
    expect(assistantVisible('/teacher/practicals/classManage', 3, false)).toBe(true);
    expect(assistantVisible('/teacher/teaching', 3, false)).toBe(true);
    expect(assistantVisible('/teacher/myCourse/index', 3, false)).toBe(false);
    expect(assistantVisible('/teacher/teachingPlans', 3, false)).toBe(false);
    expect(assistantVisible('/teacher/teaching/classManage', 0, false)).toBe(false);
    expect(assistantVisible('/teacher/teaching/classManage', 3, true)).toBe(false);
  });

  it('counts synthesis text without markup', () => {
    expect(plainLength('<p>Good <b>morning</b></p>  ')).toBe(12);
    expect(plainLength('<p> </p>')).toBe(0);
    expect(plainLength('你好')).toBe(2);
  });

  it('looks up words and short phrases, not sentences or empty selections', () => {
    expect(isLookupSelection('invoice')).toBe(true);
    expect(isLookupSelection('letter of credit')).toBe(true);
    expect(isLookupSelection('询盘')).toBe(true);
    expect(isLookupSelection('  ')).toBe(false);
    expect(isLookupSelection('We will ship the goods next week')).toBe(false);
    expect(isLookupSelection('SystemWelcome!')).toBe(false);
  });

  it('offers the voices that are not hidden and speak the course language', () => {
    const voices = [
      { voiceType: 'luna', hidden: false, language: 'en' },
      { voiceType: 'eric', hidden: true, language: 'en' },
      { voiceType: 'tomoka', hidden: false, language: 'jp' },
    ];
    expect(offeredVoices(voices, 'en').map((v) => v.voiceType)).toEqual(['luna']);
    expect(offeredVoices(voices, 'jp').map((v) => v.voiceType)).toEqual(['tomoka']);
    // A teacher without a class: every voice that is not hidden.
    expect(offeredVoices(voices).map((v) => v.voiceType)).toEqual(['luna', 'tomoka']);
  });
});
