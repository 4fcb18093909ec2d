import 'server-only';

/**
 * A visitor's text (their name) as a mail shows it, never as a link. Mail clients turn anything
 * that looks like an address into one — `http://evil.example`, `evil.example`, `a@evil.example` —
 * in the HTML and in the plain text alike. A WORD JOINER (U+2060, invisible, no width) after each
 * `.`, `:`, `/` and `@` breaks every such pattern and changes nothing a reader sees.
 */
export function unlinked(text: string): string {
  return text.replace(/[.:/@]/g, (mark) => `${mark}\u2060`);
}
