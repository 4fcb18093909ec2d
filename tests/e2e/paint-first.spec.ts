import { expect, test } from './fixtures';
import { messages } from './helpers';

// Issue 10: a prerendered page paints before Next's framework chunks are even asked for
// (lib/build/paint-first.ts), and those chunks carry V8's compile hint.
test.describe('paint first, then hydrate', () => {
  for (const [locale, path] of [
    ['en', '/'],
    ['ar', '/ar'],
    ['de', '/de/invest-in-dubai'],
  ] as const) {
    test(`${path} asks for its framework chunks only after its first contentful paint`, async ({
      page,
    }) => {
      await page.goto(path);
      const { paint, chunks } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        chunks: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(chunks.length).toBeGreaterThan(0);
      expect(Math.min(...chunks)).toBeGreaterThanOrEqual(paint);
      // And the page has hydrated: the header's request-call link became the modal's button.
      const opener = page.locator('header').getByRole('button', {
        name: messages(locale).Navigation.requestCall,
        includeHidden: true,
      });
      await expect(opener.first()).toBeAttached();
    });
  }

  test('the HTML starts the chunks from one inline script; each carries the compile hint', async ({
    request,
  }) => {
    const html = await (await request.get('/de/invest-in-dubai')).text();
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    const starter = /<script>\(function \(sources[\s\S]*?\}\)\((\[[^\]]+\]),\d+\)<\/script>/.exec(
      html,
    );
    const chunks = JSON.parse(starter?.[1] ?? '[]') as string[];
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      const script = await (await request.get(chunk)).text();
      expect(script.startsWith('//# allFunctionsCalledOnLoad\n'), chunk).toBe(true);
    }
  });
});
