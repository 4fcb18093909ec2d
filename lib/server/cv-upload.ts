import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { cvExtensionOf } from '@/lib/leads/forms';
import { leadServiceConfig } from './config';

/** Relative to DATA_DIR, beside the database and outside anything the site serves. */
const uploadsFolder = 'uploads';

/**
 * Stores a validated CV under a random name (the visitor's file name never touches the disk) and
 * syncs it before the lead that points to it is committed. Returns the path relative to DATA_DIR.
 */
export async function storeCv(file: File): Promise<string> {
  const folder = path.join(leadServiceConfig().dataDir, uploadsFolder);
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  const fileName = `${randomUUID()}${cvExtensionOf(file.name) ?? ''}`;
  const handle = await fs.open(path.join(folder, fileName), 'wx', 0o600);
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
  return path.join(leadServiceConfig().dataDir, relativePath);
}
