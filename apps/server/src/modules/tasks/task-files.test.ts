import { describe, expect, it } from 'vitest';
import { detectExtension, isAllowed } from './task-files';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f60000000049454e44ae426082',
  'hex',
);

describe('task upload types', () => {
  it('reads the type from the content, not the name', async () => {
    expect(await detectExtension(PNG, 'photo.pdf')).toBe('png');
    expect(await detectExtension(Buffer.from('%PDF-1.4\n'), 'report.png')).toBe('pdf');
  });

  it('takes plain text only when it is UTF-8 named .txt', async () => {
    expect(await detectExtension(Buffer.from('Dear Sir, ...'), 'letter.txt')).toBe('txt');
    expect(await detectExtension(Buffer.from('Dear Sir, ...'), 'letter.exe')).toBeUndefined();
    expect(await detectExtension(Buffer.from([0x00, 0xff, 0xfe]), 'bin.txt')).toBeUndefined();
  });

  it('allows only the groups the teacher chose', () => {
    expect(isAllowed('png', ['image'])).toBe(true);
    expect(isAllowed('png', ['document'])).toBe(false);
    expect(isAllowed('docx', ['document'])).toBe(true);
    expect(isAllowed('mp4', ['audio'])).toBe(false);
    expect(isAllowed(undefined, ['document', 'image', 'audio', 'video', 'archive'])).toBe(false);
  });
});
