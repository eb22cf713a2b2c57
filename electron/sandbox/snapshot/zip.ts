// A minimal zip writer for snapshot downloads (PKWARE APPNOTE 6.3): deflated entries (stored when
// deflate does not help), UTF-8 names, no zip64 — snapshots stay far below 4 GiB and 65,535 files.
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  /** Path inside the archive, `/`-separated. */
  name: string;
  data: Buffer | string;
  modified?: Date;
}

const UTF8_NAMES = 0x0800;
const STORED = 0;
const DEFLATED = 8;
const VERSION = 20;
/** Made by Unix (3) so the mode bits below are honoured by unzip. */
const MADE_BY = (3 << 8) | VERSION;
const FILE_MODE = 0o100644;
const LIMIT = 0xffffffff;

/** MS-DOS date and time fields (local time, 2-second resolution, 1980 at the earliest). */
function dosDateTime(d: Date): { time: number; date: number } {
  const year = Math.max(1980, d.getFullYear());
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

interface EntryFields {
  method: number;
  time: number;
  date: number;
  crc: number;
  /** The entry's bytes as stored (deflated or not), and as they were. */
  stored: number;
  size: number;
  nameLength: number;
}

/** The fields the local and the central header share (version needed … name length), at `at`. */
function writeEntryFields(buf: Buffer, at: number, e: EntryFields): void {
  buf.writeUInt16LE(VERSION, at);
  buf.writeUInt16LE(UTF8_NAMES, at + 2);
  buf.writeUInt16LE(e.method, at + 4);
  buf.writeUInt16LE(e.time, at + 6);
  buf.writeUInt16LE(e.date, at + 8);
  buf.writeUInt32LE(e.crc, at + 10);
  buf.writeUInt32LE(e.stored, at + 14);
  buf.writeUInt32LE(e.size, at + 18);
  buf.writeUInt16LE(e.nameLength, at + 22);
}

export function createZip(entries: readonly ZipEntry[]): Buffer {
  if (entries.length > 0xffff) throw new Error('zip: more than 65535 entries needs zip64');
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    const deflated = deflateRawSync(data);
    const method = deflated.length < data.length ? DEFLATED : STORED;
    const body = method === DEFLATED ? deflated : data;
    if (data.length >= LIMIT || offset + body.length >= LIMIT)
      throw new Error('zip: entry or archive over 4 GiB needs zip64');
    const crc = crc32(data);
    const { time, date } = dosDateTime(entry.modified ?? new Date());

    const fields: EntryFields = {
      method,
      time,
      date,
      crc,
      stored: body.length,
      size: data.length,
      nameLength: name.length,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    // extra length: zero

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(MADE_BY, 4);
    writeEntryFields(header, 6, fields);
    // extra length, comment length, disk number start, internal attributes: all zero
    header.writeUInt32LE((FILE_MODE << 16) >>> 0, 38);
    header.writeUInt32LE(offset, 42);

    parts.push(local, name, body);
    central.push(header, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** The inverse of createZip (for tests and diagnostics): every entry, CRC-checked. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('zip: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('zip: bad central directory header');
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`zip: bad local header of ${name}`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const body = zip.subarray(start, start + size);
    const data = method === DEFLATED ? inflateRawSync(body) : Buffer.from(body);
    if (crc32(data) !== crc) throw new Error(`zip: CRC mismatch in ${name}`);
    files.set(name, data);
    at += 46 + nameLength + skip;
  }
  return files;
}
