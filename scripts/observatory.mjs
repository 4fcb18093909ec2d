// MDN's HTTP Observatory against the production build (`npm run build` first): fails unless the
// home page grades A+ once the two HTTPS-only tests are left aside (a local server speaks HTTP),
// and, in a build:e2e build, the test page Next regenerates at run time too.
// The scanner is installed on demand: as a devDependency its postinstall (which downloads lists
// this network cannot reach) would break `npm install`.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const VERSION = '1.4.8';
const PATHS = ['/', '/de/careers', '/api/agents'];
// build:e2e's page with `revalidate = 1` (lib/pages.ts REGENERATED_TEST_PAGE), when built.
const REGENERATED = '/regenerated-e2e';
// scan() ignores its port and path options, so both ride on the host name it puts in its URLs.
const HTTPS_ONLY = new Set(['redirection', 'strict-transport-security']);
const root = path.resolve(import.meta.dirname, '..');
const cache = process.env.OBSERVATORY_CACHE ?? path.join(root, 'node_modules/.cache/observatory');
const pkg = path.join(cache, 'node_modules/@mdn/mdn-http-observatory');
const regenerated = existsSync(path.join(root, `.next/server/app/en${REGENERATED}.html`));

function install() {
  if (!existsSync(path.join(pkg, 'package.json'))) {
    mkdirSync(cache, { recursive: true });
    console.log(`Installing @mdn/mdn-http-observatory@${VERSION} into ${cache}`);
    execFileSync(
      'npm',
      [
        'install',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--prefix',
        cache,
        `@mdn/mdn-http-observatory@${VERSION}`,
      ],
      { stdio: 'inherit', cwd: cache },
    );
  }
  // The preload list is what the skipped postinstall would download; localhost is on no list.
  const preload = path.join(pkg, 'conf/hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, 'localhost', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function startServer(port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'observatory-data-'));
  const child = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(port)], {
    cwd: root,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      ...(regenerated ? { E2E_REGENERATED_PAGE: '1' } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`http://localhost:${port}/robots.txt`)).ok) return stop;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`next start did not answer on port ${port}`);
}

/** The scanner's own score, recomputed without the tests a plain-HTTP server cannot pass. */
function scoreWithoutHttpsTests(tests) {
  const modifiers = Object.entries(tests)
    .filter(([name]) => !HTTPS_ONLY.has(name))
    .map(([, test]) => test.scoreModifier ?? 0);
  const uncurved = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  // As the scanner does: bonuses count only when the penalties alone still leave an A.
  return uncurved >= 90 ? 100 + modifiers.reduce((a, b) => a + b, 0) : uncurved;
}

// The scanner's grade chart (src/grader/charts.js), highest first.
const GRADES = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];
const grade = (score) => GRADES.find(([floor]) => score >= floor)[1];

install();
const { scan } = await import(pathToFileURL(path.join(pkg, 'src/scanner/index.js')).href);
const port = Number(process.env.OBSERVATORY_PORT) || (await freePort());
const stop = process.env.OBSERVATORY_PORT ? () => {} : await startServer(port);
/** The pages that must grade A+: the home page, and a page the server has regenerated. */
const graded = new Map([['/', '']]);
if (regenerated) {
  // Rendered at build; a request after its second starts a new render, which the scan then gets.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await fetch(`http://localhost:${port}${REGENERATED}`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  graded.set(REGENERATED, '');
}
try {
  for (const pagePath of [...PATHS, ...(regenerated ? [REGENERATED] : [])]) {
    const result = await scan(`localhost:${port}${pagePath}`);
    const adjusted = scoreWithoutHttpsTests(result.tests);
    if (graded.has(pagePath)) graded.set(pagePath, grade(adjusted));
    console.log(
      `${pagePath}: ${result.scan.grade} (${result.scan.score}) as scanned; ` +
        `${grade(adjusted)} (${adjusted}) without the HTTPS-only tests`,
    );
    for (const [name, test] of Object.entries(result.tests)) {
      const mark = test.pass ? 'pass' : HTTPS_ONLY.has(name) ? 'n/a ' : 'FAIL';
      console.log(`  ${mark} ${name}: ${test.result} (${test.scoreModifier})`);
    }
  }
} finally {
  stop();
}
const failed = [...graded].filter(([, pageGrade]) => pageGrade !== 'A+');
for (const [pagePath, pageGrade] of failed)
  console.error(`${pagePath} grades ${pageGrade}, not A+.`);
if (failed.length > 0) process.exit(1);
