/**
 * Dubai's advertising rules for a listing (docs/content.md): it may be published only with a
 * DLD (Trakheesi) permit number, a permit that has not expired, and an expert who has a BRN.
 * Pure, so the rule is a unit test; the listings collection applies it when a version is published.
 */
type PublishingFacts = {
  permitNumber?: string | null;
  /** ISO date or Date */
  permitExpiry?: string | Date | null;
  /** The linked expert's BRN; undefined when there is no expert. */
  expertBrn?: string | null;
  hasExpert: boolean;
};

type PublishingProblem = {
  path: 'permitNumber' | 'permitExpiry' | 'expert';
  message: string;
};

export function publishingProblems(facts: PublishingFacts, now: Date): PublishingProblem[] {
  const problems: PublishingProblem[] = [];
  if (!facts.permitNumber?.trim()) {
    problems.push({
      path: 'permitNumber',
      message:
        'A listing cannot be published without its DLD advertising (Trakheesi) permit number.',
    });
  }
  const expiry = facts.permitExpiry ? new Date(facts.permitExpiry) : undefined;
  if (!expiry || Number.isNaN(expiry.getTime())) {
    problems.push({
      path: 'permitExpiry',
      message: 'A listing cannot be published without the permit’s expiry date.',
    });
  } else if (expiry.getTime() <= now.getTime()) {
    problems.push({
      path: 'permitExpiry',
      message: 'The advertising permit has expired: renew it before publishing.',
    });
  }
  if (!facts.hasExpert) {
    problems.push({
      path: 'expert',
      message: 'A listing cannot be published without its expert (the broker whose BRN it shows).',
    });
  } else if (!facts.expertBrn?.trim()) {
    problems.push({
      path: 'expert',
      message: 'This expert has no BRN: add the broker registration number to their profile first.',
    });
  }
  return problems;
}
