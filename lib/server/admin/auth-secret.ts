import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { dataPath } from '../config';

/**
 * The key better-auth signs session cookies with: `AUTH_SECRET`, else one generated once into
 * DATA_DIR (docs/design.md §12), so a fresh install signs its staff in without configuration.
 * Instances sharing one PostgreSQL must share AUTH_SECRET.
 */
export function authSecret(): string {
  const configured = process.env.AUTH_SECRET?.trim();
  if (configured) return configured;
  const file = dataPath('auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataPath(), { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      // 'wx': two processes starting together keep the first one's secret.
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}
