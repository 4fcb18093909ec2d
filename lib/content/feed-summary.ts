import { problemLines } from '@/lib/listings/feeds/problem-lines';
import type { FeedImportReport } from './feed-types';

/** The report as the command and the server's log print it. */
export function feedImportSummary(report: FeedImportReport): string {
  const lines = [
    `${report.created.length} created, ${report.updated.length} updated, ` +
      `${report.unchanged.length} unchanged, ${report.withdrawn.length} withdrawn (marked sold), ` +
      `${report.refused.length} refused, ${report.drafts.length} kept as drafts.`,
  ];
  for (const [title, references] of [
    ['Created:', report.created],
    ['Updated:', report.updated],
    ['Withdrawn:', report.withdrawn],
  ] as const)
    if (references.length > 0) lines.push(`${title} ${references.join(', ')}`);
  lines.push(
    ...problemLines([
      ['Refused:', report.refused],
      ['Kept as drafts (not published):', report.drafts],
      ['Taken, but:', report.warnings],
    ]),
  );
  return lines.join('\n');
}
