import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A minimal POSIX ustar writer and reader: the person export and the backup are plain `.tar`
 * archives any `tar -xf` opens, written without a dependency. Regular files only; a name's last
 * part up to 100 bytes, its folders up to 155 more (`data/mail/{time}-{kind}-{uuid}.eml` fits).
 */
const block = 512;

/** A name as ustar stores it: up to 100 bytes, after a folder prefix of up to 155. */
function splitName(name: string): { prefix: string; rest: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', rest: name };
  for (let slash = name.indexOf('/'); slash > 0; slash = name.indexOf('/', slash + 1)) {
    const prefix = name.slice(0, slash);
    const rest = name.slice(slash + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { prefix, rest };
  }
  throw new Error(`tar: the name "${name}" does not fit`);
}

function header(name: string, size: number, mode: number, mtime: Date): Buffer {
  if (!name) throw new Error('tar: an entry needs a name');
  const { prefix, rest } = splitName(name);
  const head = Buffer.alloc(block);
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0';
  head.write(rest, 0, 'utf8');
  head.write(prefix, 345, 'utf8');
  head.write(octal(mode & 0o7777, 8), 100, 'ascii');
  head.write(octal(0, 8), 108, 'ascii');
  head.write(octal(0, 8), 116, 'ascii');
  head.write(octal(size, 12), 124, 'ascii');
  head.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  head.write('        ', 148, 'ascii');
  head.write('0', 156, 'ascii');
  head.write('ustar\0', 257, 'ascii');
  head.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of head) sum += byte;
  head.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return head;
}

const padding = (size: number) => Buffer.alloc((block - (size % block)) % block);

/** Where an archive's bytes go, in order. */
export type TarSink = (bytes: Uint8Array) => void;

/** A sink writing to an open file descriptor (a file, or stdout), whole. */
export function fileSink(fd: number): TarSink {
  return (bytes) => {
    let written = 0;
    while (written < bytes.length)
      written += fs.writeSync(fd, bytes, written, bytes.length - written);
  };
}

/** Writes an archive to a sink. */
export class TarWriter {
  constructor(private readonly write: TarSink) {}

  addBuffer(name: string, content: Uint8Array, mode = 0o600): void {
    this.write(header(name, content.length, mode, new Date()));
    this.write(content);
    this.write(padding(content.length));
  }

  /** Copies a file in chunks, so a large database is never held in memory whole. */
  addFile(name: string, source: string): void {
    const stat = fs.statSync(source);
    this.write(header(name, stat.size, stat.mode, stat.mtime));
    const input = fs.openSync(source, 'r');
    try {
      const chunk = Buffer.alloc(1024 * 1024);
      let left = stat.size;
      while (left > 0) {
        const read = fs.readSync(input, chunk, 0, Math.min(chunk.length, left), null);
        if (read === 0) throw new Error(`tar: ${source} shrank while it was read`);
        this.write(Buffer.from(chunk.subarray(0, read)));
        left -= read;
      }
    } finally {
      fs.closeSync(input);
    }
    this.write(padding(stat.size));
  }

  /** The two empty blocks that end an archive. */
  finish(): void {
    this.write(Buffer.alloc(block * 2));
  }
}

export type TarEntry = { name: string; size: number; mode: number };

/**
 * Extracts an archive file into a folder, entry by entry, each file new (never over another) and
 * synced. Refuses names that would land outside the folder (absolute, `..`).
 */
export function extractTar(archive: string, into: string): TarEntry[] {
  const input = fs.openSync(archive, 'r');
  const entries: TarEntry[] = [];
  try {
    const head = Buffer.alloc(block);
    for (;;) {
      if (fs.readSync(input, head, 0, block, null) < block)
        throw new Error('tar: the archive ends early');
      if (head.every((byte) => byte === 0)) break;
      const field = (start: number, length: number) =>
        head
          .subarray(start, start + length)
          .toString('utf8')
          .replace(/\0.*$/s, '')
          .trim();
      if (head.subarray(257, 262).toString('ascii') !== 'ustar')
        throw new Error('tar: not a tar archive');
      const prefix = field(345, 155);
      const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
      const size = parseInt(field(124, 12), 8);
      const mode = parseInt(field(100, 8), 8) & 0o777;
      const type = field(156, 1) || '0';
      if (!Number.isInteger(size) || size < 0)
        throw new Error('tar: an entry has no readable size');
      const parts = name.split('/');
      if (path.isAbsolute(name) || parts.some((part) => part === '..' || part === ''))
        throw new Error(`tar: refusing the entry "${name}"`);
      if (type !== '0') throw new Error(`tar: "${name}" is not a regular file`);
      const target = path.join(into, ...parts);
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      const output = fs.openSync(target, 'wx', mode || 0o600);
      try {
        const chunk = Buffer.alloc(1024 * 1024);
        let left = size;
        while (left > 0) {
          const read = fs.readSync(input, chunk, 0, Math.min(chunk.length, left), null);
          if (read === 0) throw new Error('tar: the archive ends early');
          fs.writeSync(output, chunk, 0, read);
          left -= read;
        }
        fs.fsyncSync(output);
      } finally {
        fs.closeSync(output);
      }
      const skip = (block - (size % block)) % block;
      if (skip) fs.readSync(input, Buffer.alloc(skip), 0, skip, null);
      entries.push({ name, size, mode });
    }
  } finally {
    fs.closeSync(input);
  }
  return entries;
}
