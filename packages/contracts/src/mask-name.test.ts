import { describe, expect, it } from 'vitest';
import { maskName } from './competition-public';

describe('maskName', () => {
  it('keeps the first and last characters of a Chinese name', () => {
    expect(maskName('张晓明')).toBe('张*明');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
    expect(maskName('王芳')).toBe('王*');
    expect(maskName('李')).toBe('李');
  });
  it("keeps each word's initial of a Latin name", () => {
    expect(maskName('Emily Chen')).toBe('E**** C***');
    expect(maskName(' Olivia ')).toBe('O*****');
  });
});
