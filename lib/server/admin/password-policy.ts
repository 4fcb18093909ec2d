import 'server-only';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * What a staff password must be (docs/design.md §12): 12 characters or more, and not guessable —
 * not one of the common or breached passwords, nor close to one, nor a pattern like `aaaaaaaaaaaa`
 * or `123456789012`. zxcvbn-ts estimates it offline, from its common-password and keyboard lists;
 * a score under 3 ("safely unguessable": about 10^8 guesses or more) is refused.
 */
const minPasswordLength = 12;
const maxPasswordLength = 256;
const minScore = 3;

const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

const passwordProblems = {
  short: `The password needs at least ${minPasswordLength} characters.`,
  long: 'That password is too long.',
  guessable:
    'That password is too easy to guess: it is a common password, close to one, or a pattern (like aaaa or 1234). Choose a less predictable one, such as a few unrelated words.',
} as const;

/** Why `password` cannot be a staff password, in a sentence for its owner; undefined when it can. */
export async function passwordProblem(
  password: string,
  /** What the owner's own details would make guessable: the e-mail and its parts. */
  userInputs: string[] = [],
): Promise<string | undefined> {
  if (password.length < minPasswordLength) return passwordProblems.short;
  if (password.length > maxPasswordLength) return passwordProblems.long;
  const inputs = userInputs.flatMap((input) => [
    input,
    ...input.split('@'),
    ...input.split(/[@._+-]/),
  ]);
  const { score } = await estimator.check(password, inputs);
  return score < minScore ? passwordProblems.guessable : undefined;
}
