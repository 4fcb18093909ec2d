// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const bar = {
  configure: vi.fn(),
  start: vi.fn(),
  set: vi.fn(),
  remove: vi.fn(),
  isStarted: vi.fn(),
};
vi.mock('nprogress', () => ({ default: bar }));

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('loading bar', () => {
  it('never loads nprogress for a navigation shorter than the throttle', async () => {
    vi.useFakeTimers();
    const { startLoading, stopLoading } = await import('@/lib/client/loading-bar');
    startLoading();
    await vi.advanceTimersByTimeAsync(100);
    stopLoading();
    await vi.advanceTimersByTimeAsync(1000);
    expect(bar.configure).not.toHaveBeenCalled();
    expect(bar.start).not.toHaveBeenCalled();
  });

  it('loads and starts the bar once a navigation lasts past the throttle, then hides it', async () => {
    vi.useFakeTimers();
    const { LOADING_BAR, startLoading, stopLoading } = await import('@/lib/client/loading-bar');
    startLoading();
    await vi.advanceTimersByTimeAsync(LOADING_BAR.throttleMs + 10);
    await vi.waitFor(() => expect(bar.start).toHaveBeenCalledTimes(1));
    expect(bar.configure).toHaveBeenCalledTimes(1);

    bar.isStarted.mockReturnValue(true);
    stopLoading();
    expect(bar.set).toHaveBeenCalledWith(1);
    await vi.advanceTimersByTimeAsync(LOADING_BAR.hideDelayMs);
    expect(bar.remove).toHaveBeenCalled();
  });
});
