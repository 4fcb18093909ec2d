import { describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toast }));

describe('notify', () => {
  it('asks for the toaster on the first toast and shows each toast through react-hot-toast', async () => {
    const { notify, subscribeToToasts, toastsRequested } = await import('@/lib/client/toast');
    const listener = vi.fn();
    subscribeToToasts(listener);
    expect(toastsRequested()).toBe(false);

    notify('success', 'Sent');
    expect(toastsRequested()).toBe(true);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Sent'));

    notify('error', 'Not sent');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Not sent'));
    notify('info', 'Will be sent', 6000);
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith('Will be sent', { duration: 6000 }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
