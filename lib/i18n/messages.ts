import type en from '@/messages/en.json';

/** The copy as messages/en.json writes it (lists as arrays): what pages read with `getCopy`. */
export type Copy = typeof en;

/** A top-level key of messages/en.json: the namespace a page or component reads its copy from. */
export type Namespace = keyof Copy;

/**
 * The same messages with each list as numbered entries, which is how next-intl addresses them
 * (`intro.0`). Declared to next-intl (global.d.ts) so every key is checked: with plain arrays its
 * key types would take in the arrays' methods and accept any key under a namespace holding a list.
 */
export type KeyedMessages = Keyed<Copy>;

type Keyed<T> = T extends string
  ? string
  : T extends readonly (infer Entry)[]
    ? { [index: `${number}`]: Keyed<Entry> }
    : { [Key in keyof T]: Keyed<T[Key]> };

/**
 * The one place the messages change type: next-intl sees lists as numbered entries (KeyedMessages);
 * at run time they are the arrays of the JSON files, which `Copy` describes.
 */
export function asCopy(messages: object): Copy {
  return messages as Copy;
}
