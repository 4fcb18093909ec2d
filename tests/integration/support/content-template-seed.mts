/**
 * Run by the integration suite's global setup (content-template.ts) in a process of its own, on the
 * DATA_DIR / DATABASE_URL it is given, as production (NODE_ENV=production): the content
 * database migrated, and the launch experts seeded. Vite's module runner, in vitest's main process, at times never
 * finished importing Payload's configuration.
 */
import { getPayload } from 'payload';
import config from '../../../lib/content/payload.config';
import { seedExperts } from '../../../lib/content/seed-experts';

const payload = await getPayload({ config: await config });
await seedExperts(payload);
await payload.destroy();
// Payload's pool keeps the first connection it opened (the global setup ends it).
process.stdout.write('seeded\n', () => process.exit(0));
