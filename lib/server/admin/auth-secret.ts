import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { dataPath } from '../config';

/**
 * The key better-auth signs session cookies with: `AUTH_SECRET`, else one generated once into
 * DATA_DIR (docs/design.md §12), so a fresh install signs its staff in without configuration.
 * Instances sharing one PostgreSQL must share AUTH_SECRET: with DATABASE_URL the server does not
 * start without it (authSecretProblem(), lib/server/start.ts).
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

/**
 * Why the server must not start, or undefined. On PostgreSQL several instances share the accounts,
 * sessions and TOTP secrets (encrypted with this key): each generating its own key would break
 * sign-ins and second factors across them, silently (docs/design.md §15).
 */
export function authSecretProblem(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  if (!env.DATABASE_URL || env.AUTH_SECRET?.trim()) return undefined;
  return (
    'AUTH_SECRET is not set. With DATABASE_URL every instance must share one AUTH_SECRET (it signs ' +
    'staff sessions and encrypts their TOTP secrets); set it to the same long random value on each, ' +
    'e.g. the output of `openssl rand -base64 32`.'
  );
}
