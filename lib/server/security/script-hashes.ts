import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Written after `next build` by scripts/postbuild.ts: each prerendered page's inline scripts. */
const SCRIPT_HASHES_FILE = path.join('.next', 'csp-script-hashes.json');

const manifestSchema = z.object({ pages: z.record(z.string(), z.array(z.string())) });

let pages: Map<string, string[]> | undefined;

function load(): Map<string, string[]> {
  try {
    const raw: unknown = JSON.parse(readFileSync(SCRIPT_HASHES_FILE, 'utf8'));
    return new Map(Object.entries(manifestSchema.parse(raw).pages));
  } catch (error) {
    // Pages still render without it, but their inline scripts are refused: say why, once.
    console.error(`${SCRIPT_HASHES_FILE} is missing or unreadable: run \`npm run build\`.`, error);
    return new Map();
  }
}

/** The CSP sources ('sha256-…') of the inline scripts of the page prerendered at `pathname`. */
export function scriptHashesFor(pathname: string): string[] {
  pages ??= load();
  return pages.get(pathname) ?? [];
}
