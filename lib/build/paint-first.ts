/**
 * Next.js lists its framework chunks as async scripts in the page's head. On a fast connection they
 * download and run before the first frame; on a phone's connection they share the bandwidth with
 * the hero image, the stylesheet and the font. Every page is prerendered and readable without
 * JavaScript, so `npm run build` rewrites each prerendered page (scripts/postbuild.ts): the chunks
 * are requested once the page has shown its content (its first contentful paint and its hero image,
 * then one more frame), or after FALLBACK_MS in a tab that never paints (opened in the background).
 * Hydration starts a few frames later: links work before it, buttons once it is done.
 */

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[\w.-]+\.js"\/>/g;
const FALLBACK_MS = 4000;

/**
 * The inline starter, in plain JavaScript (it is not compiled): it waits for the first contentful
 * paint (where the browser reports paint timing) and for the page's high-priority images (the hero,
 * next/image's `priority`) to load, then for one more frame.
 */
const STARTER = `(function (sources, fallbackMs) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      document.head.appendChild(script);
    });
  }
  var painted = new Promise(function (resolve) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0) return resolve();
    new PerformanceObserver(function (entries, observer) {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  var heroLoaded = new Promise(function (resolve) {
    if (document.readyState !== 'loading') resolve();
    else document.addEventListener('DOMContentLoaded', function () { resolve(); }, { once: true });
  }).then(function () {
    var heroes = document.querySelectorAll('img[fetchpriority="high"]');
    return Promise.all(Array.prototype.map.call(heroes, function (image) {
      return image.complete ? null : new Promise(function (resolve) {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      });
    }));
  });
  Promise.all([painted, heroLoaded]).then(function () {
    requestAnimationFrame(function () { setTimeout(start); });
  });
  setTimeout(start, fallbackMs);
})`.replace(/\n\s*/g, '');

/**
 * The page with its framework chunks started by the starter, and those chunks' paths; the page
 * unchanged and no chunks if it has none (or has been rewritten already).
 */
export function paintFirst(html: string): { page: string; chunks: string[] } {
  const chunks: string[] = [];
  const rest = html.replace(CHUNK_SCRIPT, (_tag, src: string) => {
    chunks.push(src);
    return '';
  });
  if (chunks.length === 0 || !rest.includes('</head>')) return { page: html, chunks: [] };
  const starter = `${STARTER}(${JSON.stringify(chunks)},${FALLBACK_MS})`;
  const page = rest
    .replace(CHUNK_PRELOAD, '')
    .replace('</head>', () => `<script>${starter}</script></head>`);
  return { page, chunks };
}

export const startsPaintFirst = (html: string) => html.includes(STARTER);

/**
 * A first-load chunk with V8's explicit compile hint (Chrome 136 and later): its functions are
 * compiled while the script streams in, off the main thread, rather than one by one on the main
 * thread when the page's bootstrap first calls them (a third of the chunks' main-thread time, and
 * most of Lighthouse's Total Blocking Time). Browsers without the hint read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export const withCompileHint = (script: string) =>
  script.startsWith(COMPILE_HINT) ? script : COMPILE_HINT + script;
