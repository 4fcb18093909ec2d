/**
 * What a command tells scripts/support/finish-or-fail.mjs, when it was preloaded: its modules have
 * loaded (`commandStarted`), and it has finished and set its exit code (`commandDone`).
 */
type Hook = (() => void) | undefined;
const slots = globalThis as unknown as Record<symbol, Hook>;

export function commandStarted(): void {
  slots[Symbol.for('meridian-gate.command-started')]?.();
}

export function commandDone(): void {
  slots[Symbol.for('meridian-gate.command-done')]?.();
}
