/**
 * Run by the integration suite's global setup (content-template.ts) in a process of its own, on the
 * DATA_DIR / DATABASE_URL it is given, as production (NODE_ENV=production): the content
 * database migrated, and the launch experts seeded. Vite's module runner, in vitest's main process,
 * at times never finished importing Payload's configuration.
 *
 * Preloaded with scripts/support/finish-or-fail.mjs, as the operators' commands are: kept alive
 * until it says it is done, and an end before that is an error, never a silent success.
 */
import { getPayload } from 'payload';
import config from '../../../lib/content/payload.config';
import { seedExperts } from '../../../lib/content/seed-experts';
import { commandDone, commandStarted } from '../../../scripts/support/command-done';

commandStarted();
const payload = await getPayload({ config: await config });
await seedExperts(payload);
await payload.destroy();
commandDone();
// Payload's pool keeps the first connection it opened (the global setup ends it).
process.stdout.write('seeded\n', () => process.exit(0));
