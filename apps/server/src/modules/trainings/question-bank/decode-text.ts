/**
 * A GIFT or Moodle XML upload's bytes as text: UTF-8 with or without its BOM, UTF-16 LE or BE by
 * their BOM, an XML declaring its encoding (GBK, GB2312, GB18030, Big5, ISO-8859-1, windows-1252...)
 * decoded with it, and a file that is not UTF-8 but reads cleanly as GB18030 (a Chinese Windows
 * "ANSI" file) decoded as such. Anything else is refused, naming the encoding to save in.
 */

export type TDecoded =
  | { text: string; encoding: string }
  | { refused: 'utf16NoBom' | 'binary' | 'unknown' | 'declared'; encoding?: string };

function decode(bytes: Uint8Array, label: string): string | null {
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The encoding an XML declaration names, lower case, or null. */
function declaredEncoding(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const m = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head);
  return m ? (m[1] ?? '').toLowerCase() : null;
}

/** Whether the bytes look like UTF-16 without a BOM: many zero bytes at even or odd places. */
function looksUtf16(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 400);
  let zeros = 0;
  for (let i = 0; i < n; i++) if (bytes[i] === 0) zeros++;
  return n > 0 && zeros / n > 0.2;
}

export function decodeBankText(bytes: Uint8Array): TDecoded {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const t = decode(bytes.subarray(3), 'utf-8');
    return t === null ? { refused: 'unknown' } : { text: t, encoding: 'utf-8' };
  }
  for (const [b0, b1, label] of [
    [0xff, 0xfe, 'utf-16le'],
    [0xfe, 0xff, 'utf-16be'],
  ] as const) {
    if (bytes[0] === b0 && bytes[1] === b1) {
      const t = decode(bytes.subarray(2), label);
      return t === null ? { refused: 'unknown' } : { text: t, encoding: label };
    }
  }
  if (looksUtf16(bytes)) return { refused: 'utf16NoBom' };
  if (bytes.includes(0)) return { refused: 'binary' };
  const declared = declaredEncoding(bytes);
  if (declared && declared !== 'utf-8' && declared !== 'utf8') {
    // gb2312 and gbk files often hold GB18030's extra characters: the superset reads them all.
    const label = ['gbk', 'gb2312', 'x-gbk', 'cp936'].includes(declared) ? 'gb18030' : declared;
    const t = decode(bytes, label);
    return t === null ? { refused: 'declared', encoding: declared } : { text: t, encoding: label };
  }
  const utf8 = decode(bytes, 'utf-8');
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8' };
  const gb = decode(bytes, 'gb18030');
  return gb !== null ? { text: gb, encoding: 'gb18030' } : { refused: 'unknown' };
}
