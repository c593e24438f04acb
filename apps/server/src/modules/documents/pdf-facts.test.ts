import { describe, expect, it } from 'vitest';
import { hasOddPage, isPasswordRefusal, pageFilesInOrder, parsePdfInfo, pngSize } from './pdf-facts';

const INFO = `Creator:         Impress
Producer:        LibreOffice 7.4
Pages:           4
Encrypted:       no
Page    1 size:  720 x 540 pts
Page    1 rot:   0
Page    2 size:  595.304 x 841.89 pts (A4)
Page    2 rot:   90
File size:       19146 bytes
`;

describe('parsePdfInfo', () => {
  it('reads the page count and the sizes of the pages asked about', () => {
    expect(parsePdfInfo(INFO)).toEqual({
      pages: 4,
      sizes: [
        { width: 720, height: 540 },
        { width: 595.304, height: 841.89 },
      ],
    });
  });

  it('answers undefined without a page count', () => {
    expect(parsePdfInfo("Syntax Error: Couldn't read xref table")).toBeUndefined();
    expect(parsePdfInfo('')).toBeUndefined();
  });
});

describe('page checks', () => {
  it('knows a password refusal', () => {
    expect(isPasswordRefusal('Command Line Error: Incorrect password\n')).toBe(true);
    expect(isPasswordRefusal('Syntax Error: broken')).toBe(false);
  });

  it('refuses pages over 8:1 either way, and empty ones', () => {
    expect(
      hasOddPage([
        { width: 595, height: 842 },
        { width: 842, height: 595 },
      ]),
    ).toBe(false);
    expect(hasOddPage([{ width: 100, height: 801 }])).toBe(true);
    expect(hasOddPage([{ width: 801, height: 100 }])).toBe(true);
    expect(hasOddPage([{ width: 0, height: 100 }])).toBe(true);
    expect(hasOddPage([])).toBe(false);
  });
});

describe('pngSize', () => {
  it('reads the IHDR width and height', () => {
    const head = Buffer.alloc(24);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head);
    head.writeUInt32BE(13, 8);
    head.write('IHDR', 12, 'latin1');
    head.writeUInt32BE(1240, 16);
    head.writeUInt32BE(1754, 20);
    expect(pngSize(head)).toEqual({ width: 1240, height: 1754 });
    expect(pngSize(head.subarray(0, 20))).toBeUndefined();
    expect(pngSize(Buffer.from('GIF89a-not-a-png-at-all!'))).toBeUndefined();
  });
});

describe('pageFilesInOrder', () => {
  it('orders pdftoppm names by page number and ignores the rest', () => {
    expect(pageFilesInOrder(['page-10.png', 'page-2.png', 'document.pdf', 'page-1.png', 'page-x.png'])).toEqual([
      'page-1.png',
      'page-2.png',
      'page-10.png',
    ]);
  });
});
