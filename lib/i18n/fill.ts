/** Puts `values` into a catalogue entry's `{name}` placeholders (entries without plural forms). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
