import { createStore } from 'zustand/vanilla';
import type { Agent } from '@/lib/leads/agent';

export type ModalName = 'request-call' | 'taiwan' | 'questionnaire' | 'spot';

/** The client state of docs/spec.md §3. */
export type LeadCaptureState = {
  currentModal: ModalName | null;
  currentAgent: Agent | null;
  /** Where focus goes back to when the modal closes. */
  opener: HTMLElement | null;
  openModal: (modal: ModalName, opener?: HTMLElement | null) => void;
  closeModal: () => void;
  setCurrentAgent: (agent: Agent | null) => void;
};

export type LeadCaptureStore = ReturnType<typeof createLeadCaptureStore>;

/** One store per browser tab, created by the provider: never shared between server requests. */
export function createLeadCaptureStore(initial: Partial<LeadCaptureState> = {}) {
  return createStore<LeadCaptureState>()((set) => ({
    currentModal: null,
    currentAgent: null,
    opener: null,
    // One modal at a time: opening replaces whatever was open.
    openModal: (modal, opener = null) => set({ currentModal: modal, opener }),
    closeModal: () => set({ currentModal: null }),
    setCurrentAgent: (currentAgent) => set({ currentAgent }),
    ...initial,
  }));
}
