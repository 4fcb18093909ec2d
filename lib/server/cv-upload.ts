import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { cvExtensionOf } from '@/lib/leads/cv-file';
import { dataPath } from './config';

/** Relative to DATA_DIR, beside the database and outside anything the site serves. */
const uploadsFolder = 'uploads';

/**
 * Stores a validated CV under a random name (the visitor's file name never touches the disk) and
 * syncs it before the lead that points to it is committed. Returns the path relative to DATA_DIR.
 */
export async function storeCv(file: File): Promise<string> {
  await fs.mkdir(dataPath(uploadsFolder), { recursive: true, mode: 0o700 });
  const fileName = `${randomUUID()}${cvExtensionOf(file.name) ?? ''}`;
  const handle = await fs.open(dataPath(uploadsFolder, fileName), 'wx', 0o600);
  try {
    await handle.writeFile(new Uint8Array(await file.arrayBuffer()));
    await handle.sync();
  } finally {
    await handle.close();
  }
  return `${uploadsFolder}/${fileName}`;
}

/** Removes a CV whose lead could not be stored, so no orphan file outlives a failed request. */
export async function discardCv(relativePath: string): Promise<void> {
  await fs.rm(resolveCvPath(relativePath), { force: true });
}

export function resolveCvPath(relativePath: string): string {
  return dataPath(relativePath);
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
