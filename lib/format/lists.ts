/**
 * Names joined as the language joins them ("English, Arabic and French", "الإنجليزية والعربية
 * والفرنسية", "英文、阿拉伯文和法文"): the platform's list format, never a hand-written ", ".
 */
export function formatList(locale: string, items: readonly string[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }).format(items);
}
