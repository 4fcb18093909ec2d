import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { LeadCaptureState, LeadCaptureStore } from './lead-capture-store';

/**
 * The page's lead-capture store, for the modals and buttons under LeadCaptureProvider. It lives
 * apart from the provider, which mounts the modals, so the modals never import what imports them.
 */
export const LeadCaptureContext = createContext<LeadCaptureStore | null>(null);

export function useLeadCapture<T>(selector: (state: LeadCaptureState) => T): T {
  const store = useContext(LeadCaptureContext);
  if (!store) throw new Error('useLeadCapture needs a LeadCaptureProvider');
  return useStore(store, selector);
}

/** For event handlers that read the latest state without subscribing. */
export function useLeadCaptureStore(): LeadCaptureStore {
  const store = useContext(LeadCaptureContext);
  if (!store) throw new Error('useLeadCaptureStore needs a LeadCaptureProvider');
  return store;
}
