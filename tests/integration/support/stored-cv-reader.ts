/**
 * Another instance of the site, as far as CVs go: a process of its own with an empty DATA_DIR of its
 * own and the S3_* settings it was given, reading the CV the test names. Prints its SHA-256 and size
 * as JSON. Run with `node --import ./scripts/server-only-outside-next.mjs --import tsx`.
 */
import { createHash } from 'node:crypto';
import { readCv } from '@/lib/server/cv-upload';

void readCv(process.argv[2] ?? '').then((bytes) => {
  console.log(
    JSON.stringify(
      bytes
        ? { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length }
        : { missing: true },
    ),
  );
});
