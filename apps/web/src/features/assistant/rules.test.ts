import { describe, expect, it } from 'vitest';
import { assistantVisible, isLookupSelection, plainLength } from './rules';

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
});
