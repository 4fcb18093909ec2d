/** Types of page-cache-handler.mjs (plain JavaScript: Next loads it uncompiled). */
type CachedPage = { html?: string; headers: Record<string, string> };

export function inlineScriptHashes(html: string): string[];
/** How long after a change its pages are marked stale a second time. */
export const RENDER_RACE_MS: number;
export function withScriptPolicy<T>(value: T): T & { headers?: Record<string, string> };

export default class PageCacheHandler {
  constructor(ctx: unknown);
  get(key: string, ctx: unknown): Promise<{ value?: CachedPage | null } | null>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: unknown): Promise<void>;
}
