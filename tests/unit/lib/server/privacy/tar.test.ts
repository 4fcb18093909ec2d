import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extractTar, fileSink, TarWriter } from '@/lib/server/privacy/tar';

let folder = '';
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tar-test-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

function write(entries: [string, Buffer][]): string {
  const archive = path.join(folder, 'archive.tar');
  const fd = fs.openSync(archive, 'w');
  const tar = new TarWriter(fileSink(fd));
  for (const [name, content] of entries) tar.addBuffer(name, content);
  tar.finish();
  fs.closeSync(fd);
  return archive;
}

describe('the tar writer and reader', () => {
  const long = `data/${'folder/'.repeat(15)}${'x'.repeat(90)}.eml`;
  const entries: [string, Buffer][] = [
    ['person.json', Buffer.from('{"ok":true}\n')],
    ['cv/one.pdf', Buffer.alloc(1500, 7)],
    [long, Buffer.from('Subject: hello\n')],
  ];

  it('reads back what it wrote, names over 100 bytes included', () => {
    const archive = write(entries);
    const read = extractTar(archive, path.join(folder, 'out'));
    expect(read.map((entry) => entry.name)).toEqual(entries.map(([name]) => name));
    for (const [name, content] of entries)
      expect(fs.readFileSync(path.join(folder, 'out', name)).equals(content)).toBe(true);
    expect(fs.statSync(path.join(folder, 'out', 'person.json')).mode & 0o777).toBe(0o600);
  });

  it('writes archives the system tar lists', () => {
    let listed: string;
    try {
      listed = execFileSync('tar', ['-tf', write(entries)], { encoding: 'utf8' });
    } catch {
      return; // no tar on this machine
    }
    expect(listed.trim().split('\n')).toEqual(entries.map(([name]) => name));
  });

  it('refuses a name it cannot store rather than cut it', () => {
    expect(() => write([[`mail/${'x'.repeat(120)}.eml`, Buffer.from('x')]])).toThrow(/not fit/);
  });

  it('refuses an entry that would land outside the folder', () => {
    const archive = write([['../escape.txt', Buffer.from('x')]]);
    expect(() => extractTar(archive, path.join(folder, 'out'))).toThrow(/refusing/);
    expect(fs.existsSync(path.join(folder, 'escape.txt'))).toBe(false);
  });
});
