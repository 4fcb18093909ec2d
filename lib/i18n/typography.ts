/**
 * Russian typography: a one-letter preposition, conjunction or pronoun (в, к, с, у, о, и, а, я)
 * must not end a line, so it is bound to the next word with a no-break space.
 */
export const russianLooseOneLetterWord = /(?<![\p{L}\p{N}])([вксуоиаяВКСУОИАЯ]) (?=\S)/gu;

export function bindRussianOneLetterWords(text: string): string {
  return text.replace(russianLooseOneLetterWord, '$1\u00a0');
}

/** Every string in a message tree, with its dotted key. */
export function* messageStrings(tree: unknown, prefix = ''): Generator<[string, string]> {
  if (typeof tree === 'string') yield [prefix, tree];
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      yield* messageStrings(value, prefix ? `${prefix}.${key}` : key);
    }
  }
}

/** A copy of a message tree with `edit` applied to every string. */
export function mapMessageStrings(tree: unknown, edit: (text: string) => string): unknown {
  if (typeof tree === 'string') return edit(tree);
  if (Array.isArray(tree)) return tree.map((item) => mapMessageStrings(item, edit));
  if (tree && typeof tree === 'object') {
    return Object.fromEntries(
      Object.entries(tree).map(([key, value]) => [key, mapMessageStrings(value, edit)]),
    );
  }
  return tree;
}
