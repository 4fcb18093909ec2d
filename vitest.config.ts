import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/support/slow-first-sequencer';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // tsconfig.json's path to the content system's configuration (Payload's convention).
      '@payload-config': fileURLToPath(new URL('./lib/content/payload.config.ts', import.meta.url)),
      // `server-only` throws outside React's server build; tests import server modules directly.
      'server-only': fileURLToPath(new URL('./tests/unit/stubs/empty.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    // Every core: vitest's default leaves one free, which on a 2-core CI machine means one worker
    // (unit 142 s → 48 s, integration 217 s → 105 s with two). Each integration file has its own
    // store (tests/integration/support/lead-service.ts), so files run side by side safely.
    maxWorkers: availableParallelism(),
    // A component test mounts forms with the phone widget and imports their graph on first use:
    // 1-2 s alone, 5-11 s when the machine is busy (a CI run beside other builds timed out eight
    // tests at vitest's default 5 s). Slow is not wrong here; a hung test still fails.
    testTimeout: 20_000,
    // The same for set-up: an integration file's beforeAll starts servers and fills a store, which
    // took 10-12 s beside the other suites on a loaded machine (vitest's default: 10 s).
    hookTimeout: 60_000,
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // One content database, seeded once per run, that every test store copies.
          globalSetup: ['tests/integration/support/content-template.ts'],
        },
      },
    ],
  },
});
