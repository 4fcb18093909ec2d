/**
 * Run by the integration suite's global setup (content-template.ts) in a process of its own, on the
 * DATA_DIR / DATABASE_URL it is given, as production (NODE_ENV=production): the content
 * database migrated, and the launch experts seeded. Vite's module runner, in vitest's main process,
 * at times never finished importing Payload's configuration.
 *
 * A timer holds the event loop open until the seed is done: Node 20 ends a process whose loop has
 * nothing left to wait on while a top-level await is pending (exit code 13, silently), and an
 * import answered by the module-hooks thread (tsx's, server-only-outside-next's) is not something
 * the loop waits on. So the modules are imported after the timer is set, not statically.
 */
const keepAlive = setInterval(() => {}, 1_000);
try {
  const [{ getPayload }, { default: config }, { seedExperts }] = await Promise.all([
    import('payload'),
    import('../../../lib/content/payload.config'),
    import('../../../lib/content/seed-experts'),
  ]);
  const payload = await getPayload({ config: await config });
  await seedExperts(payload);
  await payload.destroy();
} finally {
  clearInterval(keepAlive);
}
// Payload's pool keeps the first connection it opened (the global setup ends it).
process.stdout.write('seeded\n', () => process.exit(0));
