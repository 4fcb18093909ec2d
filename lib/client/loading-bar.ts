import type NProgressBar from 'nprogress';

type Bar = typeof NProgressBar;

/** docs/spec.md §9: the bar crosses in 5 s, appears only after 200 ms, hides 500 ms after. */
export const LOADING_BAR = { durationMs: 5000, throttleMs: 200, hideDelayMs: 500 } as const;

const STEPS = 25;
let active = 0;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

// nprogress loads with the first navigation that lasts past the throttle, not with the page.
let bar: Bar | undefined;
async function loadBar(): Promise<Bar> {
  if (bar) return bar;
  const { default: NProgress } = await import('nprogress');
  NProgress.configure({
    showSpinner: false,
    minimum: 0.08,
    trickleSpeed: LOADING_BAR.durationMs / STEPS,
    speed: 300,
  });
  bar = NProgress;
  return bar;
}

function container() {
  return document.getElementById('nprogress');
}

/** One more request or navigation in flight; the bar shows once something lasts past the throttle. */
export function startLoading() {
  active += 1;
  if (active > 1) return;
  clearTimeout(hideTimer);
  showTimer = setTimeout(() => {
    void loadBar().then((loaded) => {
      // The navigation may have ended while the library loaded.
      if (active === 0) return;
      container()?.classList.remove('is-failed');
      loaded.start();
    });
  }, LOADING_BAR.throttleMs);
}

/** One request or navigation finished; `failed` turns the bar red before it hides. */
export function stopLoading(failed = false) {
  if (active === 0) return;
  active -= 1;
  if (active > 0) return;
  clearTimeout(showTimer);
  if (!bar?.isStarted()) return;
  const started = bar;
  if (failed) container()?.classList.add('is-failed');
  started.set(1);
  hideTimer = setTimeout(() => started.remove(), LOADING_BAR.hideDelayMs);
}
