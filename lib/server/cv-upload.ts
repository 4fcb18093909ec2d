import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { cvExtensionOf } from '@/lib/leads/cv-file';
import { dataPath, storeLocation } from './config';
import { getLeadStore } from './database/connection';
import { deleteObject, getObject, putObject, usesObjectStorage } from './object-storage';

/** Relative to DATA_DIR, beside the database and outside anything the site serves. */
const uploadsFolder = 'uploads';
/** The prefix of a CV kept in the database's `cv_files` table rather than on disk. */
const databasePrefix = 'database/';
/** The prefix of a CV kept in S3 storage (S3_BUCKET), under the key `cvs/{uuid}.{ext}`. */
const storagePrefix = 's3/';
const storageFolder = 'cvs/';

/**
 * Stores a validated CV under a random name (the visitor's file name is never its name) before the
 * lead that points to it is committed. With S3_BUCKET the bytes go into the bucket; else with
 * DATABASE_URL into the database; either way every instance reads them (docs/design.md §15). Else
 * into a file under DATA_DIR, synced. Returns the lead's `cv_file`: `uploads/{uuid}.{ext}` (a path
 * relative to DATA_DIR), `database/{uuid}.{ext}` or `s3/{uuid}.{ext}`.
 */
export async function storeCv(file: File): Promise<string> {
  const fileName = `${randomUUID()}${cvExtensionOf(file.name) ?? ''}`;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (usesObjectStorage()) {
    await putObject(`${storageFolder}${fileName}`, bytes, 'application/octet-stream');
    return `${storagePrefix}${fileName}`;
  }
  if (storeLocation().databaseUrl) {
    const db = await getLeadStore();
    const ref = `${databasePrefix}${fileName}`;
    await db
      .insertInto('cv_files')
      .values({ ref, created_at: new Date().toISOString(), bytes })
      .execute();
    return ref;
  }
  await fs.mkdir(dataPath(uploadsFolder), { recursive: true, mode: 0o700 });
  const handle = await fs.open(dataPath(uploadsFolder, fileName), 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return `${uploadsFolder}/${fileName}`;
}

/**
 * Removes a stored CV (a lead that could not be stored, an erasure, retention), wherever it is: a
 * CV stored on disk before the store moved to PostgreSQL is still a file.
 */
export async function discardCv(ref: string): Promise<void> {
  if (ref.startsWith(storagePrefix)) {
    const key = storageKey(ref);
    if (key) await deleteObject(key);
    return;
  }
  if (ref.startsWith(databasePrefix)) {
    const db = await getLeadStore();
    await db.deleteFrom('cv_files').where('ref', '=', ref).execute();
    return;
  }
  await fs.rm(resolveCvPath(ref), { force: true });
}

/** A stored CV's bytes, from S3 storage, the database or DATA_DIR; undefined when it is gone. */
export async function readCv(ref: string): Promise<Buffer | undefined> {
  if (ref.startsWith(storagePrefix)) {
    const key = storageKey(ref);
    return key ? getObject(key) : undefined;
  }
  if (ref.startsWith(databasePrefix)) {
    const db = await getLeadStore();
    const row = await db
      .selectFrom('cv_files')
      .select('bytes')
      .where('ref', '=', ref)
      .executeTakeFirst();
    return row ? Buffer.from(row.bytes) : undefined;
  }
  return fs.readFile(resolveCvPath(ref)).catch(() => undefined);
}

/** The bucket's key of an `s3/` reference: a name with a folder in it is never looked up. */
function storageKey(ref: string): string | undefined {
  const name = ref.slice(storagePrefix.length);
  return /^[\w-][\w.-]*$/.test(name) ? `${storageFolder}${name}` : undefined;
}

function resolveCvPath(relativePath: string): string {
  // The column is the site's own, but a path that climbs out of DATA_DIR is never read or removed.
  const parts = relativePath.split(/[\\/]/);
  if (parts.some((part) => part === '..' || part === '') || path.isAbsolute(relativePath))
    return dataPath(uploadsFolder, '.none');
  return dataPath(...parts);
}

// Control characters, DEL, C1 and bidirectional overrides/isolates: the same set the text fields refuse.
const unprintable = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069<>]/gu;

/**
 * The name a recruiter sees for a CV: the base name of what the browser sent (no `../`, no folder,
 * either slash), without control characters, bidi overrides or angle brackets, at most 200
 * characters. The visitor cannot easily rename the file, so it is cleaned rather than refused.
 */
export function cvDisplayName(sent: string): string {
  const base = sent.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(unprintable, '').replace(/^\.+/, '').trim().slice(-200);
  const extension = cvExtensionOf(sent) ?? '';
  // A name that was all dots and slashes (`../.pdf`) keeps only its extension: call it `cv`.
  return clean.length > extension.length && cvExtensionOf(clean) === cvExtensionOf(sent)
    ? clean
    : `cv${extension}`;
}
