import 'server-only';

// C0 controls (ESC, NUL, line breaks…), DEL, C1 controls, bidi embeddings/overrides/isolates and
// the line/paragraph separators: anything that can move a terminal's cursor or reorder what it shows.
const unprintable = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Text an operator's terminal or spreadsheet can show as it is: every control or bidi character is
 * written as a visible escape (`\x1b`, `\u202e`, `\n`), whatever was stored before the input rules.
 */
export function visible(text: string): string {
  return text.replace(unprintable, (char) => {
    const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    const code = char.codePointAt(0) ?? 0;
    return (
      named[char] ??
      (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16)}`)
    );
  });
}
