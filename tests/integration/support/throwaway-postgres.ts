import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest installed PostgreSQL's bin folder (Debian layout), or undefined when none is. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
}

/**
 * A PostgreSQL cluster of the test's own, in a temp folder on a free loopback port, that the test
 * may stop and start (scripts/test-postgres.sh's cluster is shared by other test files). As root it
 * runs as the `postgres` user, since initdb refuses root. `durable` keeps fsync on, as production
 * runs (the benchmark, scripts/bench-leads.ts); tests skip it for speed.
 */
export async function startThrowawayPostgres(bin: string, { durable = false } = {}) {
  const asRoot = process.getuid?.() === 0;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-outage-pg-'));
  if (asRoot) await run('chown', ['postgres:', folder]);
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const port = await freePort();
  const data = path.join(folder, 'data');
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder} -c max_connections=200${
    durable ? '' : ' -c fsync=off'
  }`;
  const start = () =>
    pg('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(folder, 'server.log'),
      '-w',
      '-t',
      '30',
      '-o',
      options,
      'start',
    ]);
  const stop = () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
