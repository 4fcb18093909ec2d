import type { APIRequestContext } from '@playwright/test';

/** The editor's REST API, under the back office (docs/content.md). */
export const contentApi = '/admin/content/api';
/** What staff are promised (docs/content.md): a change shows on this instance within 5 s. */
export const LIVE_MS = 5_000;

/** Polls `path` until `shows` holds; the time it took, from `since`. */
export async function shownWithin(
  request: APIRequestContext,
  path: string,
  shows: (body: string) => boolean,
  since: number,
): Promise<number> {
  for (;;) {
    const body = await (await request.get(path)).text();
    if (shows(body)) return Date.now() - since;
    if (Date.now() - since > 60_000) throw new Error(`${path} did not change within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
