/**
 * What the page's sender (components/app/pending-leads-sender.tsx) reads of the retry queue
 * (./pending-leads.ts) without loading its code: where the queue keeps submissions and the events it
 * raises. A first visit has nothing kept, so the queue's code waits until something is (issue 20).
 */
export const pendingLeadsStorageKey = 'pendingLeads';
/** Raised when a submission is kept for later (offline, timeout, 5xx). */
export const pendingLeadKeptEvent = 'pending-lead-kept';
/** Raised when a kept submission has been answered (its detail: `SentDetail`). */
export const pendingLeadSentEvent = 'pending-lead-sent';

/** Whether this browser may hold kept submissions; when storage cannot be read, it may. */
export function mayHavePendingLeads(): boolean {
  try {
    return localStorage.getItem(pendingLeadsStorageKey) !== null;
  } catch {
    return true;
  }
}
