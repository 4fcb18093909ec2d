/** docs/spec.md §4: a failed chunk load forces one reload, at most once per minute. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      message,
    )
  );
}

export function shouldReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

/** Reloads the page once if the guard allows it; returns whether it did. */
export function reloadAfterChunkError(storage: Storage = window.sessionStorage): boolean {
  const raw = storage.getItem(CHUNK_RELOAD_KEY);
  const now = Date.now();
  if (!shouldReload(now, raw === null ? null : Number(raw))) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}
