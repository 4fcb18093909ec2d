// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadAfterChunkError,
  shouldReload,
} from '@/lib/client/chunk-reload';

describe('isChunkLoadError', () => {
  it.each([
    [{ name: 'ChunkLoadError', message: 'x' }, true],
    [new Error('Loading chunk 123 failed.'), true],
    [new Error('Loading CSS chunk app-layout failed'), true],
    [new TypeError('Failed to fetch dynamically imported module: /x.js'), true],
    [new Error('Network down'), false],
    [null, false],
  ])('%o → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('shouldReload', () => {
  it('reloads the first time and again only after a minute', () => {
    expect(shouldReload(1_000, null)).toBe(true);
    expect(shouldReload(1_000 + CHUNK_RELOAD_INTERVAL_MS - 1, 1_000)).toBe(false);
    expect(shouldReload(1_000 + CHUNK_RELOAD_INTERVAL_MS, 1_000)).toBe(true);
  });
});

describe('reloadAfterChunkError', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('reloads once, then refuses within the minute', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    expect(reloadAfterChunkError()).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(reloadAfterChunkError()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
