// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintFirst, startsPaintFirst, withCompileHint } from '@/lib/build/paint-first';

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  chunk('react'),
  chunk('turbopack-runtime'),
  '<title>Home</title></head><body><h1>Hello</h1>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  chunk('main'),
  '<script>self.__next_f.push([1,"payload"])</script></body></html>',
].join('');

const starterOf = (html: string) =>
  /<script>(\(function \(sources[\s\S]*?)<\/script>/.exec(html)?.[1];

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('paintFirst', () => {
  it('moves the framework chunks into one starter at the end of the head, in page order', () => {
    const { page: html, chunks } = paintFirst(page);
    expect(chunks).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/main.js',
    ]);
    expect(startsPaintFirst(html)).toBe(true);
    expect(html).not.toMatch(/<script src="[^"]+" async=""/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toMatch(/<title>Home<\/title><script>\(function \(sources.*<\/script><\/head>/);
    expect(starterOf(html)).toContain(
      '(["/_next/static/chunks/react.js","/_next/static/chunks/turbopack-runtime.js","/_next/static/chunks/main.js"],4000)',
    );
  });

  it('leaves the stylesheet, the polyfills for old browsers and the inline payload alone', () => {
    const html = paintFirst(page).page;
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script>self.__next_f.push([1,"payload"])</script>');
  });

  it('is a no-op on a page without chunks, without a head, or already rewritten', () => {
    const plain = '<html><head></head><body>Static</body></html>';
    expect(paintFirst(plain)).toEqual({ page: plain, chunks: [] });
    const headless = `<body>${chunk('main')}</body>`;
    expect(paintFirst(headless)).toEqual({ page: headless, chunks: [] });
    const once = paintFirst(page).page;
    expect(paintFirst(once)).toEqual({ page: once, chunks: [] });
    expect(startsPaintFirst(plain)).toBe(false);
  });

  it('gives a chunk the V8 compile hint on its first line, once', () => {
    const hinted = withCompileHint('(()=>{})();');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\n(()=>{})();');
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('the starter in the browser', () => {
  const run = () => {
    const starter = starterOf(paintFirst(page).page);
    if (!starter) throw new Error('no starter');
    // The page's own inline script, run as the browser runs it.
    new Function(starter)();
  };
  const started = () =>
    [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

  it('starts the chunks once the hero image has loaded, then a frame later, each once', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const hero = document.createElement('img');
    hero.setAttribute('fetchpriority', 'high');
    vi.spyOn(hero, 'complete', 'get').mockReturnValue(false);
    document.body.append(hero);
    run();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started()).toEqual([]);
    hero.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(started()).toHaveLength(3));
    expect(started()).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/main.js',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started()).toHaveLength(3);
  });

  it('starts them anyway after four seconds in a tab that never shows its hero', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    run();
    vi.advanceTimersByTime(3999);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toHaveLength(3);
  });
});
