import { describe, expect, it } from 'vitest';
import { createLeadCaptureStore, visibleModal } from '@/components/lead-capture/lead-capture-store';

describe('the lead-capture store', () => {
  it('is created per provider, not shared', () => {
    const a = createLeadCaptureStore();
    const b = createLeadCaptureStore();
    a.getState().openModal('request-call');
    expect(b.getState().currentModal).toBeNull();
  });

  it('shows the open modal only when not loading, and closing clears it', () => {
    const store = createLeadCaptureStore();
    store.getState().openModal('request-call');
    store.getState().setLoading(true);
    expect(visibleModal(store.getState())).toBeNull();
    store.getState().setLoading(false);
    expect(visibleModal(store.getState())).toBe('request-call');
    store.getState().closeModal();
    expect(store.getState().currentModal).toBeNull();
  });
});
