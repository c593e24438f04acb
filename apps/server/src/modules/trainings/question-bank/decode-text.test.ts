/** The encodings a teacher's GIFT or Moodle XML file arrives in (Windows Notepad's choices, Chinese "ANSI"). */
import { describe, expect, it } from 'vitest';
import { decodeBankText } from './decode-text';

const TEXT = '报价单有效期为三十天。 The quotation is valid for 30 days. {T}';
const gb18030 = Buffer.from([0xc4, 0xe3, 0xba, 0xc3]); // 你好 in GBK/GB18030

function utf16be(s: string): Buffer {
  const le = Buffer.from(s, 'utf16le');
  for (let i = 0; i < le.length; i += 2) le.writeUInt16BE(le.readUInt16LE(i), i);
  return le;
}

describe('decodeBankText', () => {
  it('reads UTF-8 with and without its BOM, and UTF-16 by its BOM', () => {
    expect(decodeBankText(Buffer.from(TEXT))).toEqual({ text: TEXT, encoding: 'utf-8' });
    expect(decodeBankText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT)]))).toEqual({
      text: TEXT,
      encoding: 'utf-8',
    });
    expect(decodeBankText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TEXT, 'utf16le')]))).toEqual({
      text: TEXT,
      encoding: 'utf-16le',
    });
    expect(decodeBankText(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(TEXT)]))).toEqual({
      text: TEXT,
      encoding: 'utf-16be',
    });
  });
  it('reads a GBK ("ANSI") file and an XML declaring GBK', () => {
    expect(decodeBankText(Buffer.concat([Buffer.from('Q {='), gb18030, Buffer.from('}')]))).toEqual({
      text: 'Q {=你好}',
      encoding: 'gb18030',
    });
    const xml = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="GBK"?><quiz>'),
      gb18030,
      Buffer.from('</quiz>'),
    ]);
    expect(decodeBankText(xml)).toEqual({
      text: '<?xml version="1.0" encoding="GBK"?><quiz>你好</quiz>',
      encoding: 'gb18030',
    });
  });
  it('refuses what it cannot read, saying why', () => {
    expect(decodeBankText(Buffer.from(TEXT, 'utf16le'))).toEqual({ refused: 'utf16NoBom' });
    expect(decodeBankText(Buffer.from('<?xml version="1.0" encoding="x-unknown-9"?><quiz/>'))).toEqual({
      refused: 'declared',
      encoding: 'x-unknown-9',
    });
    expect(
      decodeBankText(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 0xff, 0xfe, 0xfd, 0xfc, 0x81, 0x30])),
    ).toMatchObject({
      refused: expect.any(String),
    });
  });
});
