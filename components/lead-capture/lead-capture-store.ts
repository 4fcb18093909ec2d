import { createStore } from 'zustand/vanilla';
import type { Agent } from '@/lib/leads/agent';
import type { TrackingToken } from '@/lib/tracking/token';

export type ModalName = 'request-call' | 'taiwan' | 'questionnaire' | 'spot';

/** The client state of docs/spec.md §3. */
export type LeadCaptureState = {
  currentModal: ModalName | null;
  loading: boolean;
  currentAgent: Agent | null;
  currentToken: TrackingToken | null;
  leadId: string | null;
  /** Where focus goes back to when the modal closes. */
  opener: HTMLElement | null;
  openModal: (modal: ModalName, opener?: HTMLElement | null) => void;
  closeModal: () => void;
  setLoading: (loading: boolean) => void;
  setCurrentAgent: (agent: Agent | null) => void;
  setCurrentToken: (token: TrackingToken | null) => void;
  setLeadId: (id: string | null) => void;
};

export type LeadCaptureStore = ReturnType<typeof createLeadCaptureStore>;

/** One store per browser tab, created by the provider: never shared between server requests. */
export function createLeadCaptureStore(initial: Partial<LeadCaptureState> = {}) {
  return createStore<LeadCaptureState>()((set) => ({
    currentModal: null,
    loading: false,
    currentAgent: null,
    currentToken: null,
    leadId: null,
    opener: null,
    // One modal at a time: opening replaces whatever was open.
    openModal: (modal, opener = null) => set({ currentModal: modal, opener }),
    closeModal: () => set({ currentModal: null, loading: false }),
    setLoading: (loading) => set({ loading }),
    setCurrentAgent: (currentAgent) => set({ currentAgent }),
    setCurrentToken: (currentToken) => set({ currentToken }),
    setLeadId: (leadId) => set({ leadId }),
    ...initial,
  }));
}

/** docs/spec.md §4: a modal shows only when not loading. */
export const visibleModal = (state: Pick<LeadCaptureState, 'currentModal' | 'loading'>) =>
  state.loading ? null : state.currentModal;
