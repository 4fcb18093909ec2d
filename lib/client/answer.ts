import { toAnswer, type Answer, type DataCheck } from '@/lib/leads/answer';

/**
 * The lead service's reply, read once for every call site: its JSON body narrowed to an `Answer`
 * whose `data` passed `check`. A body that is not JSON reads as an answer without data.
 */
export async function readAnswer<Data>(
  response: Response,
  check: DataCheck<Data>,
): Promise<Answer<Data>> {
  const body: unknown = await response.json().catch(() => null);
  return toAnswer(response.status, body, check);
}
