import { pageCsp, thirdPartiesFromEnv } from './headers';

/** Read by lib/security/page-cache-handler.mjs, which Next loads uncompiled (it cannot import this). */
const POLICY_SLOT = Symbol.for('meridian-gate.page-script-policy');

/**
 * At server start (instrumentation.ts): hands the page cache the site's page policy, built here in
 * compiled code so it names the third parties whose `NEXT_PUBLIC_*` keys the build inlined.
 */
export function providePagePolicy(): void {
  const parties = thirdPartiesFromEnv();
  const slots = globalThis as typeof globalThis & {
    [POLICY_SLOT]?: (hashes: readonly string[]) => string;
  };
  slots[POLICY_SLOT] = (hashes) => pageCsp(hashes, parties);
}
