/**
 * What a stored file is, judged by its content before any engine reads it: a PDF (straight to
 * pages), an Office file (LibreOffice first), UTF-8 text, or a refusal that says why. Names count
 * for nothing: a zip named .docx is a zip. Office Open XML files are zips whose central directory
 * must stay within the limits of what LibreOffice is asked to unpack; an Office file that is
 * encrypted (a password to open) is an OLE compound file holding an `EncryptedPackage` stream.
 */
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { isUtf8TextFile } from '../../platform/file-content';
import type { ConversionRefusal } from './conversion-result';
import { CONVERSION_LIMITS } from './limits';

export type SourceKind =
  | { kind: 'pdf' }
  /** `extension`: the name LibreOffice is handed the file under (it reads the content itself). */
  | { kind: 'office'; extension: 'docx' | 'xlsx' | 'pptx' | 'doc' }
  | { kind: 'text' };

const refusal = (key: ConversionRefusal['key'], params: ConversionRefusal['params'] = {}): ConversionRefusal => ({
  key,
  params,
});

export async function checkSource(filePath: string): Promise<SourceKind | ConversionRefusal> {
  const { size } = await stat(filePath);
  const maxMb = Math.round(CONVERSION_LIMITS.maxSourceBytes / 1024 / 1024);
  if (size > CONVERSION_LIMITS.maxSourceBytes) return refusal('conversionTooLarge', { max: maxMb });
  const type = await fileTypeFromFile(filePath);
  if (type?.ext === 'pdf') return { kind: 'pdf' };
  if (type?.ext === 'docx' || type?.ext === 'xlsx' || type?.ext === 'pptx') {
    const unpacked = await declaredUnpackedBytes(filePath, size);
    if (unpacked === undefined) return refusal('conversionDamaged');
    if (unpacked > CONVERSION_LIMITS.maxUnpackedBytes)
      return refusal('conversionUnpackedTooLarge', {
        max: Math.round(CONVERSION_LIMITS.maxUnpackedBytes / 1024 / 1024),
      });
    return { kind: 'office', extension: type.ext };
  }
  if (type?.ext === 'cfb') {
    return (await fileContains(filePath, ENCRYPTED_PACKAGE))
      ? refusal('conversionPassword')
      : { kind: 'office', extension: 'doc' };
  }
  if (type !== undefined) return refusal('conversionNotDocument');
  if (size > CONVERSION_LIMITS.maxTextBytes)
    return refusal('conversionTooLarge', { max: Math.round(CONVERSION_LIMITS.maxTextBytes / 1024 / 1024) });
  return (await isUtf8TextFile(filePath)) ? { kind: 'text' } : refusal('conversionNotDocument');
}

export function isRefusal(value: SourceKind | ConversionRefusal): value is ConversionRefusal {
  return 'key' in value;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/**
 * The sum of the inflated sizes a zip's central directory declares, read from the end of the
 * file without inflating anything; undefined when there is no readable directory. A zip64 marker
 * (a size or count that does not fit the plain fields) counts as too large: no document needs one.
 */
export async function declaredUnpackedBytes(filePath: string, size: number): Promise<number | undefined> {
  const handle = await open(filePath, 'r');
  try {
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let at = tailLength - 22; at >= 0; at--)
      if (tail.readUInt32LE(at) === EOCD) {
        end = at;
        break;
      }
    if (end < 0) return undefined;
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const offset = tail.readUInt32LE(end + 16);
    if (count === 0xffff || offset === 0xffffffff) return Number.POSITIVE_INFINITY;
    if (count > CONVERSION_LIMITS.maxZipEntries) return Number.POSITIVE_INFINITY;
    if (offset + directorySize > size) return undefined;
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, offset);
    let total = 0;
    let at = 0;
    for (let i = 0; i < count; i++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL) return undefined;
      const inflated = directory.readUInt32LE(at + 24);
      if (inflated === 0xffffffff) return Number.POSITIVE_INFINITY;
      total += inflated;
      at += 46 + directory.readUInt16LE(at + 28) + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    }
    return total;
  } finally {
    await handle.close();
  }
}

/** The stream name an encrypted Office file keeps its package under, as the OLE directory writes it (UTF-16LE). */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

/** Whether the bytes occur anywhere in the file, read in chunks (a match may straddle two). */
export async function fileContains(filePath: string, needle: Buffer): Promise<boolean> {
  let carry = Buffer.alloc(0);
  for await (const chunk of createReadStream(filePath, { highWaterMark: 1 << 20 })) {
    const window = Buffer.concat([carry, chunk as Buffer]);
    if (window.includes(needle)) return true;
    carry = window.subarray(Math.max(0, window.length - needle.length + 1));
  }
  return false;
}
