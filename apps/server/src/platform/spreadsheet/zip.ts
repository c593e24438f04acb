/**
 * A zip read for what an xlsx needs and no more: the central directory is checked against the
 * limits before anything inflates (number of parts, each part's and the total declared size), then
 * one part at a time is inflated as a stream whose bytes are counted: a part that inflates to more
 * than it declared is refused the moment it passes that size, so a lying directory buys nothing.
 */
import { pipeline, Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import type { SheetLimits } from './limits';
import { megabytes, SheetRefusal } from './refusal';

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX32 = 0xffffffff;

const damaged = () => new SheetRefusal('sheetDamaged');

function u64(bytes: Buffer, at: number): number {
  const n = bytes.readBigUInt64LE(at);
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged();
  return Number(n);
}

function findEndOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes and may carry a comment of up to 65,535 bytes after it.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) if (bytes.readUInt32LE(at) === EOCD) return at;
  return -1;
}

/** Sizes and offset a zip64 entry keeps in its extra field (those its fixed fields mark as 0xFFFFFFFF). */
function zip64Extra(extra: Buffer, entry: ZipEntry): void {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let p = at + 4;
      const next = () => {
        if (p + 8 > at + 4 + length) throw damaged();
        const n = u64(extra, p);
        p += 8;
        return n;
      };
      if (entry.size === MAX32) entry.size = next();
      if (entry.compressedSize === MAX32) entry.compressedSize = next();
      if (entry.localHeaderOffset === MAX32) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + length;
  }
}

export class ZipArchive {
  private inflated = 0;

  private constructor(
    private readonly bytes: Buffer,
    private readonly entries: Map<string, ZipEntry>,
    private readonly limits: SheetLimits,
  ) {}

  /** Reads and checks the central directory; nothing is inflated yet. */
  static open(bytes: Buffer, limits: SheetLimits): ZipArchive {
    if (bytes.length < 4 || bytes.readUInt32LE(0) !== LOCAL) throw new SheetRefusal('sheetNotZip');
    const end = bytes.length >= 22 ? findEndOfDirectory(bytes) : -1;
    // A zip that starts right but has no end record was cut short.
    if (end < 0) throw damaged();
    let count = bytes.readUInt16LE(end + 10);
    let offset = bytes.readUInt32LE(end + 16);
    if ((count === 0xffff || offset === MAX32) && end >= 20 && bytes.readUInt32LE(end - 20) === ZIP64_LOCATOR) {
      const record = u64(bytes, end - 20 + 8);
      if (record + 56 > bytes.length || bytes.readUInt32LE(record) !== ZIP64_EOCD) throw damaged();
      count = u64(bytes, record + 32);
      offset = u64(bytes, record + 48);
    }
    if (count > limits.maxEntries) throw new SheetRefusal('sheetTooManyParts', { max: limits.maxEntries });
    const entries = new Map<string, ZipEntry>();
    let declared = 0;
    let at = offset;
    for (let i = 0; i < count; i++) {
      if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) throw damaged();
      const nameLength = bytes.readUInt16LE(at + 28);
      const extraLength = bytes.readUInt16LE(at + 30);
      const commentLength = bytes.readUInt16LE(at + 32);
      if (at + 46 + nameLength + extraLength > bytes.length) throw damaged();
      const entry: ZipEntry = {
        name: normalName(bytes.toString('utf8', at + 46, at + 46 + nameLength)),
        flags: bytes.readUInt16LE(at + 8),
        method: bytes.readUInt16LE(at + 10),
        compressedSize: bytes.readUInt32LE(at + 20),
        size: bytes.readUInt32LE(at + 24),
        localHeaderOffset: bytes.readUInt32LE(at + 42),
      };
      zip64Extra(bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), entry);
      if (entry.size > limits.maxEntryBytes)
        throw new SheetRefusal('sheetPartTooLarge', { max: megabytes(limits.maxEntryBytes) });
      declared += entry.size;
      if (declared > limits.maxTotalBytes)
        throw new SheetRefusal('sheetTooLarge', { max: megabytes(limits.maxTotalBytes) });
      entries.set(entry.name.toLowerCase(), entry);
      at += 46 + nameLength + extraLength + commentLength;
    }
    return new ZipArchive(bytes, entries, limits);
  }

  has(name: string): boolean {
    return this.entries.has(normalName(name).toLowerCase());
  }

  /** The part's bytes as they inflate, in chunks; refused as soon as it passes its declared size. */
  async *read(name: string): AsyncGenerator<Buffer> {
    const entry = this.entries.get(normalName(name).toLowerCase());
    if (!entry) throw damaged();
    // Bit 0: encrypted. Only stored (0) and deflated (8) parts are in any xlsx.
    if (entry.flags & 1 || (entry.method !== 0 && entry.method !== 8)) throw damaged();
    const at = entry.localHeaderOffset;
    if (at + 30 > this.bytes.length || this.bytes.readUInt32LE(at) !== LOCAL) throw damaged();
    const start = at + 30 + this.bytes.readUInt16LE(at + 26) + this.bytes.readUInt16LE(at + 28);
    if (start + entry.compressedSize > this.bytes.length) throw damaged();
    const data = this.bytes.subarray(start, start + entry.compressedSize);
    let count = 0;
    const counted = (chunk: Buffer) => {
      count += chunk.length;
      this.inflated += chunk.length;
      if (count > entry.size) throw new SheetRefusal('sheetSizeMismatch', { part: entry.name });
      if (this.inflated > this.limits.maxTotalBytes)
        throw new SheetRefusal('sheetTooLarge', { max: megabytes(this.limits.maxTotalBytes) });
      return chunk;
    };
    if (entry.method === 0) {
      yield counted(data);
      return;
    }
    // Fed a few kilobytes at a time: zlib inflates all of what it is given before it looks at
    // backpressure, and 4 KB of deflate inflates to at most about 4 MB.
    const slices = function* () {
      for (let at = 0; at < data.length; at += 4096) yield data.subarray(at, at + 4096);
    };
    const inflater = pipeline(Readable.from(slices()), createInflateRaw({ chunkSize: 64 * 1024 }), () => {});
    try {
      for await (const chunk of inflater) yield counted(chunk as Buffer);
    } catch (error) {
      if (error instanceof SheetRefusal) throw error;
      throw damaged();
    } finally {
      inflater.destroy();
    }
  }
}

/** Part names as an xlsx's relationships write them: forward slashes, no leading slash. */
export function normalName(name: string): string {
  return name.replace(/\\/g, '/').replace(/^\/+/, '');
}
