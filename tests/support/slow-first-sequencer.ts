import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The integration files that take longest (seconds on a 2-core CI machine), started first. A fresh
 * clone has no timings of its own, so vitest orders files by size and the short files that start
 * the command line (tsx) or wait on PostgreSQL ran last, one worker alone at the end of the stage.
 */
const slowest = [
  'operators-cli', // ~130 s
  'content-import-command', // ~100 s
  'content-listings', // ~80 s
  'malformed-bodies', // ~45 s
  'staff-page', // ~40 s
  'operators-spot', // ~40 s
  'retention', // ~30 s
  'postgres-outage', // ~35 s
  'content-articles', // ~30 s
  'back-office-matrix', // ~25 s
  'crash-durability', // ~25 s
  'backup-restore', // ~25 s
];

const rank = (spec: TestSpecification) => {
  const index = slowest.findIndex((name) => spec.moduleId.endsWith(`/${name}.test.ts`));
  return index === -1 ? slowest.length : index;
};

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: the rest keep vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
