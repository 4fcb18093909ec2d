import 'server-only';

/**
 * The one outbox pattern of the lead service (docs/design.md §5, §10): rows wait in a table until a
 * worker, holding a lease on each row it sends, gets them out; failures retry with backoff. The CRM
 * and the mail outboxes both run on this loop; each brings its own pass (claim, send, book-keep).
 */
type OutboxWorker = {
  timer?: NodeJS.Timeout;
  pass?: Promise<void>;
  again: boolean;
  stopped: boolean;
};

type OutboxLoop = {
  /** Names the worker on globalThis (Next bundles routes apart) and in the logs. */
  name: string;
  /** One pass over the due rows; returns how many were tried. */
  pass: () => Promise<number>;
  pollIntervalMs: () => number;
  batchSize: number;
};

const slots = globalThis as typeof globalThis & Record<symbol, OutboxWorker | undefined>;
const slotOf = (name: string) => Symbol.for(`meridian-gate.${name}`);

/** Starts the loop in this process (once); it first picks up whatever an earlier run left pending. */
export function startOutbox(loop: OutboxLoop): void {
  const slot = slotOf(loop.name);
  if (slots[slot]) return;
  const worker: OutboxWorker = { again: false, stopped: false };
  slots[slot] = worker;
  schedule(worker, loop, 0);
}

/** Stops the loop and waits for the pass in flight (tests, shutdown). */
export async function stopOutbox(name: string): Promise<void> {
  const slot = slotOf(name);
  const worker = slots[slot];
  if (!worker) return;
  worker.stopped = true;
  clearTimeout(worker.timer);
  delete slots[slot];
  await worker.pass;
}

/** Something was just queued: send it now rather than at the next poll. */
export function nudgeOutbox(loop: OutboxLoop): void {
  const worker = slots[slotOf(loop.name)];
  if (!worker || worker.stopped) return;
  if (worker.pass) worker.again = true;
  else schedule(worker, loop, 0);
}

function schedule(worker: OutboxWorker, loop: OutboxLoop, delayMs: number): void {
  clearTimeout(worker.timer);
  worker.timer = setTimeout(() => {
    worker.pass = runPasses(worker, loop).finally(() => {
      worker.pass = undefined;
      if (!worker.stopped) schedule(worker, loop, loop.pollIntervalMs());
    });
  }, delayMs);
  // The outbox never keeps a process alive on its own (build, CLI, tests).
  worker.timer.unref();
}

async function runPasses(worker: OutboxWorker, loop: OutboxLoop): Promise<void> {
  try {
    let tried: number;
    do {
      worker.again = false;
      tried = await loop.pass();
    } while (!worker.stopped && (worker.again || tried === loop.batchSize));
  } catch (error) {
    // The database may be briefly unavailable; the next poll tries again.
    console.error(`[${loop.name}] pass failed:`, error instanceof Error ? error.message : error);
  }
}

type Backoff = { retryBaseMs: number; retryMaxMs: number };

/** Exponential backoff with jitter, so instances recovering together do not retry in step. */
export function retryDelayMs(attempts: number, { retryBaseMs, retryMaxMs }: Backoff): number {
  const delay = Math.min(retryBaseMs * 2 ** (attempts - 1), retryMaxMs);
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

/** A lease long enough for one send, after which another instance may take the row over. */
export function leaseUntil(now: Date, sendTimeoutMs: number): string {
  return new Date(now.getTime() + sendTimeoutMs + 60_000).toISOString();
}
