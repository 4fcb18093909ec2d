// `npm run -s bench:server`: the server side of the first-visit budgets (docs/design.md §13), on the
// production build (`npm run build` first). Two ratios, each measured against its floor in the same
// run, rounds alternating so the machine's other load falls on both sides alike:
//
//   page:   requests/s for a prerendered page through the whole app (proxy.ts included) against
//           the framework floor: the same build and the same page served by `next start` with the
//           proxy switched off (a copy of .next whose functions manifest no longer lists it), so
//           the difference is exactly what the proxy costs a page request. Budget ≥ 0.9×.
//   writes: lead writes/s (`POST /api/leads`, valid bodies, a fresh Idempotency-Key and phone each,
//           stored in SQLite with its durable commit) against a no-op route at the same
//           concurrency: `GET /api/agents`, a dynamic route handler that answers the seeded experts
//           from memory (no CRM is configured). Budget ≥ 0.5×, and the writes' p99.
//
// Every write comes from 127.0.0.1: the app server runs with RATE_LIMIT_PER_MINUTE raised (a
// setting of the site, README), so the limit is not what is measured. No SMTP_URL: the staff mail
// is written as .eml files under a temporary DATA_DIR, by the server's own mail worker.
//
// Options: --rounds 5 --seconds 5 --connections 20 --page /de/invest-in-dubai
//          --check: exit 1 when a median ratio is under its budget less a tolerance for a noisy
//          machine (--page-min 0.8, --writes-min 0.4); `npm test` runs it after the build.
// Ports: E2E_PORT_BASE + 40 (the app's pages), + 41 (the floor), + 42 (the app's lead writes).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    page: { type: 'string', default: '/de/invest-in-dubai' },
    check: { type: 'boolean', default: false },
    'page-min': { type: 'string', default: '0.8' },
    'writes-min': { type: 'string', default: '0.4' },
  },
});
const rounds = Number(options.rounds);
const seconds = Number(options.seconds);
const connections = Number(options.connections);
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
const budgets = { page: 0.9, writes: 0.5 };

const root = process.cwd();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const temporary = [];

async function main() {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('no production build: run `npm run build` first');
  const app = await startServer(root, base + 40);
  const floor = await startServer(floorCopy(), base + 41);
  // Writes on a server of their own: the mail they queue is rendered and written by that server's
  // worker after each answer, which must not fall on the page rounds.
  const writer = await startServer(root, base + 42);
  try {
    const page = options.page;
    // The floor serves the path the proxy hands to Next (English pages are rewritten under /en).
    const floorPage = (await expectStatus(`${app.url}${page}`, 200)) ?? page;
    await expectStatus(`${floor.url}${floorPage}`, 200);
    // Warm both: the first requests load each route's code.
    await Promise.all([load(app, { path: page }, 2), load(floor, { path: floorPage }, 2)]);
    await drained(writer, await load(writer, leadWrite(), 2, 201));
    await load(writer, { path: '/api/agents' }, 2);

    const pageRatios = [];
    const writeRatios = [];
    const writeP99s = [];
    const pageCpu = [];
    for (let round = 1; round <= rounds; round++) {
      const first = round % 2 === 1;
      const throughApp = () => load(app, { path: page });
      const throughFloor = () => load(floor, { path: floorPage });
      const [appPage, floorRun] = first
        ? [await throughApp(), await throughFloor()]
        : [...[await throughFloor(), await throughApp()]].reverse();
      const writes = async () => {
        const run = await load(writer, leadWrite(), seconds, 201);
        // The worker's catch-up counts: the writes' rate is leads whose mail has gone out too.
        const catchUp = await drained(writer, run);
        return { ...run, rate: run.answered / (seconds + catchUp), catchUp };
      };
      const noop = () => load(writer, { path: '/api/agents' });
      const [lead, noOp] = first
        ? [await writes(), await noop()]
        : [...[await noop(), await writes()]].reverse();
      pageRatios.push(appPage.rate / floorRun.rate);
      writeRatios.push(lead.rate / noOp.rate);
      writeP99s.push(lead.p99);
      pageCpu.push(floorRun.cpuPerRequest / appPage.cpuPerRequest);
      console.log(
        `round ${round}: page ${fixed(appPage.rate)} req/s against the floor's ${fixed(floorRun.rate)}` +
          ` (×${pageRatios.at(-1).toFixed(2)}; CPU ${ms(appPage)} against ${ms(floorRun)} a request);` +
          ` lead writes ${fixed(lead.rate)}/s with their mail (${lead.catchUp.toFixed(1)} s for the` +
          ` worker to catch up), p99 ${lead.p99} ms (CPU ${ms(lead)}), against the` +
          ` no-op route's ${fixed(noOp.rate)}/s (×${writeRatios.at(-1).toFixed(2)}; CPU ${ms(noOp)})`,
      );
    }
    const page_ = median(pageRatios);
    const writes_ = median(writeRatios);
    console.log(
      `\nmedian of ${rounds} rounds (${seconds} s each, ${connections} connections):\n` +
        `  prerendered page ${page} through the app: ×${page_.toFixed(2)} the framework floor (budget ×${budgets.page});` +
        ` by CPU time a request ×${median(pageCpu).toFixed(2)}\n` +
        `  lead writes: ×${writes_.toFixed(2)} the no-op route (budget ×${budgets.writes}), p99 ${median(writeP99s)} ms`,
    );
    if (options.check) {
      const failures = [];
      if (page_ < Number(options['page-min']))
        failures.push(`page ×${page_.toFixed(2)} < ×${options['page-min']}`);
      if (writes_ < Number(options['writes-min']))
        failures.push(`lead writes ×${writes_.toFixed(2)} < ×${options['writes-min']}`);
      if (failures.length) {
        console.error(`bench-server: over budget: ${failures.join('; ')}`);
        process.exitCode = 1;
      }
    }
  } finally {
    await Promise.all([app.stop(), floor.stop(), writer.stop()]);
  }
}

let mailsExpected = 0;

/**
 * Seconds until the server's mail worker has written every staff mail of the leads stored so far
 * (two a lead, to sales and to the expert; no SMTP_URL, so .eml files under its DATA_DIR/mail).
 */
async function drained(server, run) {
  mailsExpected += 2 * run.answered;
  const started = performance.now();
  const folder = path.join(server.dataDir, 'mail');
  for (;;) {
    const written = fs.existsSync(folder)
      ? fs.readdirSync(folder).filter((name) => name.endsWith('.eml')).length
      : 0;
    if (written >= mailsExpected) return (performance.now() - started) / 1000;
    if (performance.now() - started > 300_000)
      throw new Error(`${written} of ${mailsExpected} staff mails written after 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The floor: the same build with the proxy switched off. A folder whose entries link to the
 * repository's, and whose .next is a hard-linked copy (read only; a fresh cache) in which
 * functions-config-manifest.json no longer lists `/_middleware`, so `next start` runs no proxy.
 */
function floorCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-floor-'));
  temporary.push(dir);
  for (const entry of fs.readdirSync(root)) {
    if (entry === '.next' || entry === 'data') continue;
    fs.symlinkSync(path.join(root, entry), path.join(dir, entry));
  }
  const from = path.join(root, '.next');
  const to = path.join(dir, '.next');
  fs.mkdirSync(to);
  for (const entry of fs.readdirSync(from)) {
    if (entry === 'cache') continue;
    fs.cpSync(path.join(from, entry), path.join(to, entry), { recursive: true, mode: 0 });
  }
  const manifestPath = path.join(to, 'server', 'functions-config-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  if (!manifest.functions?.['/_middleware'])
    throw new Error(`${manifestPath} names no proxy: Next has changed how it records it`);
  delete manifest.functions['/_middleware'];
  fs.rmSync(manifestPath);
  fs.writeFileSync(manifestPath, JSON.stringify(manifest));
  return dir;
}

async function startServer(cwd, port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-data-'));
  temporary.push(dataDir);
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      SITE_URL: `http://localhost:${port}`,
      RATE_LIMIT_PER_MINUTE: '1000000000',
      CRM_BASE_URL: '',
      SMTP_URL: '',
      POSTBACK_URL_TEMPLATE: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`next start on ${port} exited (${child.exitCode})`);
    try {
      await fetch(`${url}/robots.txt`);
      break;
    } catch {
      if (attempt > 240) throw new Error(`no server on ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    url,
    pid: child.pid,
    dataDir,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      await exited;
    },
  };
}

/** Checks the answer's status; returns the path the proxy rewrote the request to, if it did. */
async function expectStatus(url, status) {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== status) throw new Error(`${url} answered ${response.status}`);
  return response.headers.get('x-middleware-rewrite') ?? undefined;
}

let submitted = 0;

/** A visitor's request-call lead, as the browser sends it: its own Idempotency-Key and phone. */
function leadWrite() {
  return {
    method: 'POST',
    path: '/api/leads',
    setupRequest: (request) => {
      const n = submitted++;
      return {
        ...request,
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          kind: 'request-call',
          name: 'Bench Visitor',
          phone: `+9715${String(n % 1e8).padStart(8, '0')}`,
          locale: ['en', 'de', 'ru', 'ar'][n % 4],
          fullUrl: 'https://meridiangate.ae/invest-in-dubai',
          utm_source: 'google',
        }),
      };
    },
  };
}

/** The CPU time (ms) the server's processes have used so far, from /proc (Linux). */
function cpuMs(pid) {
  try {
    const [utime, stime] = fs
      .readFileSync(`/proc/${pid}/stat`, 'utf8')
      .split(') ')[1]
      .split(' ')
      .slice(11, 13)
      .map(Number);
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    const own = ((utime + stime) * 1000) / 100;
    return (
      own +
      children
        .split(/\s+/)
        .filter(Boolean)
        .reduce((sum, child) => sum + cpuMs(child), 0)
    );
  } catch {
    return Number.NaN;
  }
}

/**
 * Requests/s answered with `status` at `connections` in flight for `duration` seconds, their p99,
 * and the server's CPU time per request (less noisy than the rate on a shared machine).
 */
async function load(server, request, duration = seconds, status = 200) {
  const cpuBefore = cpuMs(server.pid);
  const result = await autocannon({
    url: server.url,
    connections,
    duration,
    requests: [request],
  });
  const answered = result.statusCodeStats?.[status]?.count ?? 0;
  const other = result.requests.total - answered;
  if (other > 0 || result.errors > 0)
    throw new Error(
      `${request.path}: ${other} answers other than ${status}, ${result.errors} errors ` +
        `(${JSON.stringify(result.statusCodeStats)})`,
    );
  const cpuPerRequest = (cpuMs(server.pid) - cpuBefore) / result.requests.total;
  return { rate: answered / duration, answered, p99: result.latency.p99, cpuPerRequest };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const fixed = (value) => value.toFixed(0);
const ms = (run) => `${run.cpuPerRequest.toFixed(2)} ms`;

try {
  await main();
} finally {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
