/**
 * An article's body as the content editor stores it: Lexical's serialized tree (Payload's rich
 * text). Only the shape the site reads is named here; lib/articles/store.ts checks it on the way in
 * and components/blog/rich-text.tsx draws it on the server.
 */
export type RichTextNode = {
  type: string;
  text?: string;
  /** text: bold 1, italic 2, strikethrough 4, underline 8, code 16, subscript 32, superscript 64 */
  format?: number | string;
  /** heading: h1…h6 */
  tag?: string;
  /** list: bullet, number or check */
  listType?: string;
  /** link */
  fields?: { url?: string; newTab?: boolean } | null;
  children?: RichTextNode[];
};

export type RichText = { root: RichTextNode };

/** The words of a rich text, blocks separated by a space. */
export function plainText(node: RichTextNode): string {
  if (typeof node.text === 'string') return node.text;
  return (node.children ?? []).map(plainText).join(' ');
}

/** Whether a rich text holds any words (an emptied editor keeps an empty paragraph). */
export function hasText(body: RichText | null | undefined): boolean {
  return Boolean(body && plainText(body.root).trim());
}

/**
 * Minutes to read a body, rounded up: at 160 words a minute, the pace the launch articles' stated
 * reading times (6, 7 and 8 minutes in English) were counted at.
 */
export const WORDS_PER_MINUTE = 160;

export function readingMinutes(body: RichText): number {
  const words = plainText(body.root).split(/\s+/u).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
