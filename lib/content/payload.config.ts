import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { ar } from '@payloadcms/translations/languages/ar';
import { en } from '@payloadcms/translations/languages/en';
import { s3Storage } from '@payloadcms/storage-s3';
import { buildConfig, type DatabaseAdapterObj } from 'payload';
import pg from 'pg';
import sharp from 'sharp';
import { localeInfo, locales } from '@/lib/i18n/locales';
import { authSecret } from '@/lib/server/admin/auth-secret';
import { leadServiceConfig, objectStorage } from '@/lib/server/config';
import { logLostConnections } from '@/lib/server/database/lost-connections';
import { s3ClientConfig } from '@/lib/server/object-storage';
import { articlesCollection } from './collections/articles';
import { eventsCollection } from './collections/events';
import { expertsCollection } from './collections/experts';
import { listingsCollection } from './collections/listings';
import { mediaCollection } from './collections/media';
import { staffCollection } from './collections/staff';
import { keepFieldErrors } from './field-errors';
import { migrations as postgresMigrations } from './migrations/postgres';
import { migrations as sqliteMigrations } from './migrations/sqlite';
import { STAFF_COLLECTION } from './staff-strategy';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
/** The PostgreSQL schema the content lives in, beside the lead service's tables. */
const CONTENT_SCHEMA = 'content';

/**
 * The content's database (docs/content.md): its own SQLite file in DATA_DIR by default, its
 * own schema on the PostgreSQL of DATABASE_URL. The committed migrations run when the server
 * first opens it in production (prodMigrations); development and tests push the schema.
 */
function database(): DatabaseAdapterObj {
  const { dataDir, databaseUrl } = leadServiceConfig();
  if (databaseUrl) {
    return quietOpening(
      postgresAdapter({
        // Our pg (8.23) where the adapter bundles 8.20: the same API, types a version apart.
        pg: { ...pg, Pool: ContentPool } as unknown as PostgresOptions['pg'],
        pool: { connectionString: databaseUrl },
        schemaName: CONTENT_SCHEMA,
        migrationDir: path.join(here, 'migrations/postgres'),
        prodMigrations: postgresMigrations,
      }),
    );
  }
  return sqliteAdapter({
    client: { url: `file:${path.join(dataDir, 'content.sqlite')}` },
    migrationDir: path.join(here, 'migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    wal: true,
    busyTimeout: 5_000,
  });
}

/**
 * Media in the S3 bucket of S3_BUCKET (at its root; CVs are under `cvs/`), else in DATA_DIR/media
 * (docs/design.md §15). Either way visitors get the files from Payload's file route on the site's
 * own origin (`/admin/content/api/media/file/{file}`, read access for all), so img-src 'self' covers
 * them and the bucket stays private. No collection prefix: it would add `?prefix=` to every URL,
 * which next/image refuses for a local image. The adapter's fields are in the schema with or
 * without it (alwaysInsertFields), so one set of migrations serves both.
 */
function mediaStorage() {
  const storage = objectStorage();
  return s3Storage({
    enabled: Boolean(storage),
    alwaysInsertFields: true,
    bucket: storage?.bucket ?? '',
    config: storage ? s3ClientConfig(storage) : {},
    collections: { media: true },
  });
}

/** The back office's member of staff, by the same rule as its pages (guard.ts). */
async function staffFor(headers: Headers) {
  // Loaded when a request asks, so the content CLI (scripts/content.mts) reads this file without it.
  const { authorize } = await import('@/lib/server/admin/guard');
  const authorization = await authorize('content.read', headers);
  return authorization.granted ? authorization.staff : undefined;
}

type PostgresOptions = Parameters<typeof postgresAdapter>[0];

/**
 * The adapter, but an opening that cannot reach PostgreSQL is only the error its caller gets: the
 * adapter also rejects a promise of its own that nothing awaits then (with no reason), an unhandled
 * rejection in the process.
 */
function quietOpening(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args);
      (db as { initializing?: Promise<unknown> }).initializing?.catch(() => undefined);
      return db;
    },
  };
}

/**
 * pg's pool as the content's PostgreSQL adapter makes it, logging a lost connection as the lead
 * store's does: Payload's adapter listens on its first connection only, so the server would crash.
 * From the pool's first moment: a pool whose opening failed too.
 */
class ContentPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config);
    logLostConnections(this, 'content');
  }
}

export default buildConfig({
  serverURL: undefined,
  routes: { admin: '/admin/content', api: '/admin/content/api' },
  admin: {
    user: STAFF_COLLECTION,
    meta: { titleSuffix: ' | Content' },
    // No Gravatar: the back office loads nothing from third parties (its CSP refuses it).
    avatar: 'default',
    components: {
      beforeNavLinks: ['/lib/content/admin/back-office-links#BackOfficeLink'],
      logout: { Button: '/lib/content/admin/back-office-links#BackOfficeSignOut' },
    },
    importMap: {
      baseDir: root,
      importMapFile: path.join(root, 'app/(payload)/admin/content/importMap.ts'),
    },
    // The back office's sign-in page is the only one (docs/design.md §12).
    routes: { login: '/login', logout: '/logout' },
  },
  collections: [
    staffCollection(staffFor),
    listingsCollection,
    expertsCollection,
    articlesCollection,
    eventsCollection,
    mediaCollection(leadServiceConfig().dataDir),
  ],
  // The editor's own words: English, or Arabic (right to left) for staff who choose it in their
  // account's settings. What they edit is in the 13 languages of `localization`.
  i18n: { supportedLanguages: { en, ar }, fallbackLanguage: 'en' },
  localization: {
    locales: locales.map((code) => ({
      code,
      label: localeInfo[code].name,
      rtl: localeInfo[code].dir === 'rtl',
    })),
    defaultLocale: 'en',
    fallback: true,
  },
  // A refused save names its reasons on the fields in the editor (field-errors.ts).
  hooks: { afterError: [keepFieldErrors] },
  plugins: [mediaStorage()],
  editor: lexicalEditor(),
  // A key of its own, derived from the back office's (AUTH_SECRET or the one in DATA_DIR).
  secret: createHash('sha256').update(`payload-content:${authSecret()}`).digest('hex'),
  db: database(),
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  experimental: { localizeStatus: true },
  // Outside Next (the operators' commands, which read the experts; tests) its log goes to stderr:
  // a command's standard output is what it prints (a CSV export), nothing else.
  ...(process.env.NEXT_RUNTIME ? {} : { logger: { options: {}, destination: process.stderr } }),
  typescript: { outputFile: path.join(here, 'payload-types.ts'), autoGenerate: false },
  // Scheduled publishing: the jobs queue, run by the server every minute.
  jobs: {
    autoRun: [{ cron: '* * * * *', queue: 'default', limit: 20 }],
    shouldAutoRun: () => process.env.NEXT_PHASE !== 'phase-production-build',
  },
});
