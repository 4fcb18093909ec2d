/** Runs once when a server process starts: the lead service's background work begins here. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return;
  // Before any page is served: each page's script policy (lib/security/page-cache-handler.mjs).
  const { providePagePolicy } = await import('./lib/security/page-policy');
  providePagePolicy();
  const { startLeadService } = await import('./lib/server/start');
  startLeadService();
  // Before any page is regenerated: the content database migrated, and seeded if it is empty.
  const { prepareContent } = await import('./lib/content/content');
  await prepareContent();
  // The experts read before the first lead, not awaited: a lead waits half a second for them and
  // then goes on with the last list read, which right after a start is none (an unassigned lead).
  const { listAgents } = await import('./lib/server/agents/directory');
  void listAgents().catch(() => undefined);
}
