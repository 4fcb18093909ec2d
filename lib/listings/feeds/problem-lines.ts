import type { ImportProblem } from './import';

/** A report's lists of problems, each under its title (none when it is empty), one a line. */
export function problemLines(sections: [title: string, problems: ImportProblem[]][]): string[] {
  return sections.flatMap(([title, problems]) =>
    problems.length === 0
      ? []
      : [
          title,
          ...problems.map(({ reference, reasons }) => `  ${reference}: ${reasons.join('; ')}`),
        ],
  );
}
