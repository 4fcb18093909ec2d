import { leadReceipt, toAnswer, type Answer, type LeadReceipt } from '@/lib/leads/answer';
import type { LeadEvent } from '@/lib/tracking/data-layer';
import { forgetFile, keepFile, keptFile } from './pending-files';
import {
  pendingLeadKeptEvent,
  pendingLeadSentEvent,
  pendingLeadsStorageKey as storageKey,
} from './pending-leads-signal';

/**
 * Nothing lost to a failure (docs/design.md §5): a submission that fails for want of a network or
 * a server (offline, timeout, 5xx, 429) is kept in localStorage (a CV in IndexedDB) and sent again,
 * with backoff, when the connection returns, on the next page load, or when its time comes. One
 * Idempotency-Key per submission, kept with it, makes the service store it once however often it
 * arrives. A 4xx other than 408/429 is the visitor's to fix, so it is answered, not kept.
 */
export type Submission = {
  endpoint: string;
  /** JSON body, or the text fields of a multipart form. */
  body: Record<string, unknown>;
  format: 'json' | 'multipart';
  /** The multipart form's file (the career CV). */
  file?: { field: string; file: File };
  /**
   * What follows a stored lead: its dataLayer event (none for the spot intent's reservation: the
   * booking that follows it has one), and whether it reports a conversion.
   */
  after: { event?: LeadEvent; conversion: boolean };
  /**
   * The Idempotency-Key, when the form keeps one over its own retries (the spot intent: a retry
   * of the same reservation must find it); else each submission gets a new one.
   */
  key?: string;
  /**
   * Failure statuses that are the service's answer, not a failure to retry, and what they say:
   * the spot intent's 502 (`stored`: its reservation is kept, without a payment) and 503
   * (`refused`: no online payment, nothing stored; the wizard goes on without it).
   */
  answers?: Partial<Record<number, 'stored' | 'refused'>>;
};

type PendingEntry = Omit<Submission, 'file' | 'key'> & {
  key: string;
  file?: { field: string; name: string };
  attempts: number;
  nextAttemptAt: number;
};

/** `body`: the reply's JSON, for a caller whose reply is not a receipt (the spot intent). */
export type Attempt =
  | { status: 'sent'; id: string | null; httpStatus: number; body: unknown }
  | {
      status: 'refused';
      httpStatus: number;
      answer: Extract<Answer<LeadReceipt>, { ok: false }>;
      body: unknown;
    }
  | { status: 'queued' }
  /** The network failed and the CV could not be kept for later: the form keeps what was typed. */
  | { status: 'failed' };

const timeoutMs = 15_000;
const backoff = { firstMs: 2_000, maxMs: 5 * 60_000 };

/** Sends a submission; keeps it for later when the network or the server fails. */
export async function submit(submission: Submission): Promise<Attempt> {
  const { file, key, ...rest } = submission;
  const entry: PendingEntry = {
    ...rest,
    key: key ?? crypto.randomUUID(),
    ...(file ? { file: { field: file.field, name: file.file.name } } : {}),
    attempts: 0,
    nextAttemptAt: Date.now(),
  };
  const outcome = await attempt(entry, file?.file);
  if (outcome !== 'retry') {
    // A form's own retry went through: the copy kept by its earlier attempt has nothing to add.
    if (key && queue().some((kept) => kept.key === key)) forget(key);
    return outcome;
  }
  if (file && !(await keepFile(entry.key, file.file))) return { status: 'failed' };
  keep({ ...entry, attempts: 1, nextAttemptAt: Date.now() + delay(1) });
  scheduleFlush();
  return { status: 'queued' };
}

async function attempt(entry: PendingEntry, file: File | undefined): Promise<Settled | 'retry'> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'retry';
  let response: Response;
  try {
    response = await fetch(entry.endpoint, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'Idempotency-Key': entry.key,
        ...(entry.format === 'json' ? { 'content-type': 'application/json' } : {}),
      },
      body: entry.format === 'json' ? JSON.stringify(entry.body) : formData(entry, file),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return 'retry';
  }
  const meaning = entry.answers?.[response.status];
  if (!meaning && (response.status >= 500 || [408, 429].includes(response.status))) return 'retry';
  const body: unknown = await response.json().catch(() => null);
  const answer = toAnswer(response.status, body, leadReceipt);
  const httpStatus = response.status;
  if (answer.ok) return { status: 'sent', id: answer.data.id, httpStatus, body };
  if (!response.ok && meaning !== 'stored') {
    return { status: 'refused', httpStatus, answer, body };
  }
  // Stored, but the reply names no lead: there is nothing to report as a conversion.
  return { status: 'sent', id: null, httpStatus, body };
}

function formData(entry: PendingEntry, file: File | undefined): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(entry.body)) {
    if (typeof value === 'string') body.append(key, value);
  }
  if (entry.file && file) body.append(entry.file.field, file, file.name);
  return body;
}

/** Exponential backoff with jitter, so a returning server is not met by every browser at once. */
function delay(attempts: number): number {
  const base = Math.min(backoff.maxMs, backoff.firstMs * 2 ** (attempts - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

// Where the queue lives when localStorage is blocked or full: this page's memory, until it closes.
let memory: PendingEntry[] | undefined;

function queue(): PendingEntry[] {
  if (memory) return memory;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(stored) ? (stored as PendingEntry[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(entries: PendingEntry[]): void {
  try {
    if (entries.length) localStorage.setItem(storageKey, JSON.stringify(entries));
    else localStorage.removeItem(storageKey);
  } catch {
    memory = entries;
  }
}

function keep(entry: PendingEntry): void {
  writeQueue([...queue().filter((other) => other.key !== entry.key), entry]);
  window.dispatchEvent(new Event(pendingLeadKeptEvent));
}

function forget(key: string): void {
  writeQueue(queue().filter((entry) => entry.key !== key));
  void forgetFile(key);
}

export function hasPendingLeads(): boolean {
  return queue().length > 0;
}

let flushing = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends every kept submission that is due (all of them when `now` is forced, as on `online`). */
export async function flushPending(force = false): Promise<void> {
  if (flushing) return;
  flushing = true;
  try {
    for (const entry of queue()) {
      if (!force && entry.nextAttemptAt > Date.now()) continue;
      const file = entry.file ? await keptFile(entry.key) : undefined;
      const outcome = await attempt(entry, file);
      if (outcome === 'retry') {
        keep({
          ...entry,
          attempts: entry.attempts + 1,
          nextAttemptAt: Date.now() + delay(entry.attempts + 1),
        });
        continue;
      }
      forget(entry.key);
      window.dispatchEvent(
        new CustomEvent<SentDetail>(pendingLeadSentEvent, {
          detail: { after: entry.after, outcome },
        }),
      );
    }
  } finally {
    flushing = false;
    scheduleFlush();
  }
}

/** Wakes up when the next kept submission is due. */
export function scheduleFlush(): void {
  if (timer) clearTimeout(timer);
  const next = Math.min(...queue().map((entry) => entry.nextAttemptAt));
  if (!Number.isFinite(next)) return;
  timer = setTimeout(() => void flushPending(), Math.max(0, next - Date.now()));
}

type Settled = Extract<Attempt, { status: 'sent' | 'refused' }>;

/** The `pending-lead-sent` event's detail: a kept submission that the service has now answered. */
export type SentDetail = { after: Submission['after']; outcome: Settled };
