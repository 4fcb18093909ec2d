import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Issue 10: no page downloads more than this of font files (the Arabic home page took 197 kB). */
const FONT_BUDGET_BYTES = 100 * 1024;

/** Bytes on the wire of every font file the page downloads until the network is idle. */
async function fontBytes(page: Page, path: string) {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const fonts = new Map<string, string>();
  const sizes = new Map<string, number>();
  client.on('Network.responseReceived', (event) => {
    if (event.type === 'Font') fonts.set(event.requestId, event.response.url);
  });
  client.on('Network.loadingFinished', (event) => {
    sizes.set(event.requestId, event.encodedDataLength);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const files = [...fonts].map(([id, url]) => ({ url, bytes: sizes.get(id) ?? 0 }));
  return { files, total: files.reduce((sum, file) => sum + file.bytes, 0) };
}

for (const path of ['/ar', '/he', '/ko', '/ru', '/']) {
  test(`${path} downloads at most 100 kB of fonts`, async ({ page }) => {
    const { files, total } = await fontBytes(page, path);
    console.log(`${path}: ${(total / 1024).toFixed(1)} kB of fonts in ${files.length} files`);
    expect(files.length).toBeGreaterThan(0);
    expect(total, files.map((file) => `${file.bytes} ${file.url}`).join('\n')).toBeLessThanOrEqual(
      FONT_BUDGET_BYTES,
    );
  });
}
