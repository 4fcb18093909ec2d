/**
 * Resolves in a task after the browser's next frame: work started then (fetching and evaluating a
 * chunk) cannot hold back the frame a tap is waiting for, such as the dialog it opens (issue 20).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
