// The home page's HTML weight (issue 10): the prerendered `/` of each language, gzipped, split into
// the visible HTML and the inline RSC payload (`self.__next_f.push` scripts), which repeats every
// server-rendered word. `/` (English) must stay within 17 kB; the other languages' homes, whose
// scripts take two bytes a letter in both copies, within 20.5 kB. Run by scripts/route-size.mjs.
// Raised by 0.5 kB from 15 and 18 for personal data (issue 35): Consent Mode's denied default, which
// must run before the tag manager, is in the HTML and again in the payload, beside the footer's
// "Cookie settings" button (en 15.2 kB, ru 18.3 kB after it). Raised again for issue 34 (15.5 → 17,
// 18.5 → 20.5): the request-call form's, the field errors', the retry queue's and the consent
// banner's words reach the browser in the layout's NextIntlClientProvider instead of a fetch from
// /api/messages (en 16.8 kB, ru 20.4 kB after it, 27 November 2026).
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = { en: 17, other: 20.5 };
const APP = '.next/server/app';

const gzipKb = (text) => gzipSync(text, { level: 9 }).length / 1024;

/** Prints each home's figures and returns the languages whose home is over its budget. */
export function checkHomeHtml() {
  const homes = readdirSync(APP).filter((file) => /^[a-z]{2}\.html$/.test(file));
  if (!homes.includes('en.html')) throw new Error(`No prerendered home page in ${APP}`);
  const over = [];
  for (const file of homes.sort()) {
    const locale = file.slice(0, 2);
    const html = readFileSync(`${APP}/${file}`, 'utf8');
    const payload = html.match(/<script>self\.__next_f\.push\(.*?\)<\/script>/gs) ?? [];
    const visible = payload.reduce((rest, script) => rest.replace(script, ''), html);
    const budget = BUDGET_KB[locale] ?? BUDGET_KB.other;
    const kb = gzipKb(html);
    if (kb > budget) over.push(locale);
    console.log(
      `${kb.toFixed(1).padStart(7)} kB  /${locale === 'en' ? '' : locale} home HTML ` +
        `(visible ${gzipKb(visible).toFixed(1)}, payload ${gzipKb(payload.join('')).toFixed(1)}; ` +
        `budget ${budget})${kb > budget ? '  OVER BUDGET' : ''}`,
    );
  }
  if (over.length) console.error(`Home page HTML over budget in: ${over.join(', ')}`);
  return over;
}
