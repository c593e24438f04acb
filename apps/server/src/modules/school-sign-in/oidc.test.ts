import { describe, expect, it } from 'vitest';
import { claimNumber, isLoopbackUrl } from './oidc';

describe('OIDC helpers', () => {
  it('takes a number claim as text or an integer, nothing else', () => {
    expect(claimNumber({ student_no: ' 2026001 ' }, 'student_no')).toBe('2026001');
    expect(claimNumber({ student_no: 2026001 }, 'student_no')).toBe('2026001');
    expect(claimNumber({ student_no: 1.5 }, 'student_no')).toBe('');
    expect(claimNumber({ student_no: ['2026001'] }, 'student_no')).toBe('');
    expect(claimNumber({}, 'student_no')).toBe('');
  });

  it('allows plain http only on this machine', () => {
    expect(isLoopbackUrl('http://127.0.0.1:3243')).toBe(true);
    expect(isLoopbackUrl('http://localhost:3243')).toBe(true);
    expect(isLoopbackUrl('http://idp.example.edu.cn')).toBe(false);
    expect(isLoopbackUrl('http://127.0.0.1.example.com')).toBe(false);
    expect(isLoopbackUrl('not a url')).toBe(false);
  });
});
