import type { Slot } from '@/lib/booking/slots';
import type { CallChangeInput } from '@/lib/leads/booking';
import { bookingPaths } from '@/lib/booking/rules';
import { readAnswer } from '@/lib/client/answer';

export type CallAction = CallChangeInput['action'];

const changed = {
  safeParse: (value: unknown) =>
    typeof value === 'object' && value !== null && 'changed' in value
      ? { success: true as const, data: true }
      : { success: false as const },
};

/**
 * Sends the investor's change (docs/design.md §11): `taken` when another booking took the slot
 * first or it is no longer bookable (the free times are read again), `refused` when the call can no longer be changed or was
 * changed elsewhere (the page is read again), `failed` when the site could not be reached.
 */
export async function sendCallChange({
  token,
  action,
  slot,
  agentId,
}: {
  token: string;
  action: CallAction;
  slot: Slot | undefined;
  agentId: string;
}): Promise<'changed' | 'taken' | 'refused' | 'failed'> {
  const body: CallChangeInput =
    action === 'cancel'
      ? { action, token }
      : action === 'move'
        ? { action, token, s1: slot ?? { date: '', time: '' } }
        : { action, token, s1: slot ?? { date: '', time: '' }, agentId };
  try {
    const response = await fetch(bookingPaths.manage, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await readAnswer(response, changed);
    if (answer.ok) return 'changed';
    if (response.status === 409)
      return answer.code === 'slotTaken' || answer.code === 'slotUnavailable' ? 'taken' : 'refused';
    return response.status === 404 ? 'refused' : 'failed';
  } catch {
    return 'failed';
  }
}
