/**
 * Text of another direction set apart from the sentence around it (Unicode first-strong isolate):
 * in Arabic and Hebrew the final dot of "Meridian Gate Real Estate Brokers L.L.C." stays with the
 * name instead of jumping to the far end of the line. For text passed into messages, where a
 * `<bdi>` element cannot go.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
