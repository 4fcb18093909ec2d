// Lighthouse (mobile) on the site's pages against the framework floor, in the same run (issue 34):
// a bare Next.js + next-intl page (scripts/lighthouse-floor/), audited alternately with the pages,
// by Debian's full `chromium` in its new headless mode. Fails unless each page's median performance
// score is within 5 points of the floor's and its median Total Blocking Time ≤ 1.25× the floor's.
// Usage: npm run lighthouse:floor [-- --runs 5] [--port 3050] [--chrome /usr/bin/chromium]
//        [--save DIR (each run's report as JSON)] [/path …]
// Run `npm run build` first; the floor is built on first use (and with --rebuild).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const root = path.resolve(import.meta.dirname, '..');
const floorDir = path.join(root, 'scripts/lighthouse-floor');
const next = path.join(root, 'node_modules/.bin/next');
const SCORE_POINTS = 5;
const TBT_RATIO = 1.25;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.LIGHTHOUSE_PORT ?? '3050' },
    chrome: { type: 'string', default: '/usr/bin/chromium' },
    rebuild: { type: 'boolean', default: false },
    // Keeps each run's report (JSON) in this folder, to read which element was the LCP and why.
    save: { type: 'string' },
  },
});
if (!existsSync(values.chrome)) {
  // Debian's chromium, not the headless shell the end-to-end tests use (issue 34 asks for
  // --headless=new); without this a missing browser was an unhandled spawn ENOENT.
  console.error(
    `lighthouse:floor: no browser at ${values.chrome}: install Debian's Chromium (apt-get install chromium) or pass --chrome PATH`,
  );
  process.exit(2);
}
const runs = Number(values.runs);
const pages = positionals.length ? positionals : ['/'];
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

if (values.rebuild || !existsSync(path.join(floorDir, '.next/BUILD_ID'))) {
  console.log('Building the floor (scripts/lighthouse-floor)…');
  const build = spawnSync(next, ['build'], { cwd: floorDir, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function start(dir, port) {
  // From its own directory: next-intl's plugin finds its request config from there.
  const server = spawn(next, ['start', '-p', String(port)], {
    cwd: dir,
    env,
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://localhost:${port}`;
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      await fetch(base);
      return { base, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  stop();
  throw new Error(`no server at ${base}`);
}

function saveReport(name, round, lhr) {
  mkdirSync(values.save, { recursive: true });
  const file = `${name.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${round + 1}.json`;
  writeFileSync(path.join(values.save, file), JSON.stringify(lhr));
}

async function audit(url) {
  // A fresh browser per run: no cache or service state carries over between runs.
  const chrome = await chromeLauncher.launch({
    chromePath: values.chrome,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    return lhr;
  } finally {
    await chrome.kill();
  }
}

const site = await start(root, Number(values.port));
const floor = await start(floorDir, Number(values.port) + 1);
const targets = [{ name: 'floor (/en)', url: `${floor.base}/en` }].concat(
  pages.map((page) => ({ name: page, url: site.base + page })),
);
const results = new Map(targets.map((target) => [target.name, []]));
try {
  // Round by round, the floor first in each, so a moment of load on the machine falls on both.
  for (let round = 0; round < runs; round += 1) {
    for (const target of targets) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const lhr = await audit(target.url);
        // A run Lighthouse could not measure (NO_FCP, NO_NAVSTART) is reported and run again.
        if (!lhr.runtimeError) {
          results.get(target.name).push(lhr);
          if (values.save) saveReport(target.name, round, lhr);
          break;
        }
        console.error(`${target.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      }
    }
  }
} finally {
  site.stop();
  floor.stop();
}

const figures = (lhrs) => {
  const median = computeMedianRun(lhrs);
  return {
    score: Math.round(median.categories.performance.score * 100),
    tbt: median.audits['total-blocking-time'].numericValue,
    lcp: median.audits['largest-contentful-paint'].numericValue,
    cls: median.audits['cumulative-layout-shift'].numericValue,
    scores: lhrs.map((lhr) => Math.round(lhr.categories.performance.score * 100)),
    benchmark: lhrs.map((lhr) => Math.round(lhr.environment.benchmarkIndex)),
  };
};
const base = figures(results.get(targets[0].name));
console.log(`Lighthouse mobile, ${runs} run(s) each, median; ${values.chrome} --headless=new`);
console.log(
  `${'page'.padEnd(24)}  perf     TBT       LCP     CLS  vs floor           runs             benchmark`,
);
let failed = false;
for (const target of targets) {
  const lhrs = results.get(target.name);
  if (lhrs.length === 0) throw new Error(`Lighthouse could not measure ${target.name}`);
  const f = figures(lhrs);
  const isFloor = target === targets[0];
  const tbtRatio = f.tbt / Math.max(base.tbt, 1);
  const within = f.score >= base.score - SCORE_POINTS && tbtRatio <= TBT_RATIO;
  if (!isFloor && !within) failed = true;
  console.log(
    [
      target.name.padEnd(24),
      String(f.score).padStart(4),
      `${Math.round(f.tbt)} ms`.padStart(8),
      `${(f.lcp / 1000).toFixed(2)} s`.padStart(8),
      f.cls.toFixed(3).padStart(6),
      (isFloor
        ? ''
        : `${f.score - base.score >= 0 ? '+' : ''}${f.score - base.score} pts, TBT ×${tbtRatio.toFixed(2)}${within ? '' : ' OVER'}`
      ).padEnd(27),
      f.scores.join(' ').padEnd(16),
      f.benchmark.join(' '),
    ].join('  '),
  );
}
if (failed) {
  console.error(
    `Over budget: performance within ${SCORE_POINTS} points of the floor's, TBT ≤ ${TBT_RATIO}× the floor's.`,
  );
  process.exit(1);
}
