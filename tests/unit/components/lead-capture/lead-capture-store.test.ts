import { describe, expect, it } from 'vitest';
import { createLeadCaptureStore } from '@/components/lead-capture/lead-capture-store';

describe('the lead-capture store', () => {
  it('is created per provider, not shared', () => {
    const a = createLeadCaptureStore();
    const b = createLeadCaptureStore();
    a.getState().openModal('request-call');
    expect(b.getState().currentModal).toBeNull();
  });

  it('opens one modal at a time, and closing clears it', () => {
    const store = createLeadCaptureStore();
    store.getState().openModal('request-call');
    store.getState().openModal('spot');
    expect(store.getState().currentModal).toBe('spot');
    store.getState().closeModal();
    expect(store.getState().currentModal).toBeNull();
  });

  it('keeps only the state something reads', () => {
    expect(Object.keys(createLeadCaptureStore().getState()).sort()).toEqual([
      'closeModal',
      'currentAgent',
      'currentModal',
      'openModal',
      'opener',
      'setCurrentAgent',
    ]);
  });
});
