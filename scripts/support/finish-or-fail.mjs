/**
 * Preloaded by the operators' commands (package.json: leads, content, staff, person, retention,
 * backup, restore), after `server-only-outside-next.mjs`.
 *
 * On Node 20, tsx's module hooks run on a thread of their own (`module.register`). An import whose
 * answer from that thread comes late can be left waiting with nothing else keeping the process
 * alive, and Node then exits with code 0 having printed nothing: in CI `npm run -s leads -- list`
 * once printed nothing and "succeeded" (payloadcms/payload#16381 and #17757 are the same on
 * Payload's own CLI). So the process is kept alive until the command says it is done
 * (`commandDone()`, scripts/support/command-done.ts), and ending before that is an error with a
 * sentence, never a silent success.
 */
const doneSlot = Symbol.for('meridian-gate.command-done');
const startedSlot = Symbol.for('meridian-gate.command-started');

// The command's modules load in 2 s on an idle machine and in well under a minute on a busy one:
// one still loading after a minute has lost an import for good, and says so instead of hanging.
const startLimitMs = 60_000;

const alive = setInterval(() => {}, 1 << 30);
const loading = setTimeout(() => {
  process.stderr.write(
    `The command did not start within ${startLimitMs / 1000} s (Node's module loader never answered): run it again.\n`,
  );
  process.exit(70);
}, startLimitMs);
let finished = false;

globalThis[startedSlot] = () => clearTimeout(loading);
globalThis[doneSlot] = () => {
  finished = true;
  clearTimeout(loading);
  clearInterval(alive);
};

process.on('exit', (code) => {
  if (finished || code !== 0) return;
  process.stderr.write('The command ended before it finished: run it again.\n');
  // EX_SOFTWARE (sysexits.h): the command's own words are still missing.
  process.exitCode = 70;
});
