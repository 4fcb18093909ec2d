'use client';

import { useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import type { Agent, AgentLanguage } from '@/lib/leads/agent';
import { useLeadCapture, useLeadCaptureStore } from './lead-capture-context';

async function fetchAssignedAgent(language: AgentLanguage): Promise<Agent | null> {
  try {
    const response = await fetch(`/api/agents/assigned?locale=${encodeURIComponent(language)}`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: Agent };
    return body.data ?? null;
  } catch {
    return null;
  }
}

// Advisors for another language than the page's, kept for the tab so reopening shows the same one.
const otherLanguageAgents = new Map<AgentLanguage, Agent>();

/**
 * The advisor a modal shows (docs/spec.md §4): loading while they are found. An advisor for the
 * page's language is kept in the store as `currentAgent`, so every modal of the page shows the same
 * person; one for another language (the Taiwan modal's Mandarin speaker) stays with its modal.
 */
export function useAssignedAgent(language: AgentLanguage): Agent | null {
  const store = useLeadCaptureStore();
  const locale = useLocale();
  const shared = language === locale;
  const storedAgent = useLeadCapture((state) => state.currentAgent);
  const [ownAgent, setOwnAgent] = useState<Agent | null>(
    () => otherLanguageAgents.get(language) ?? null,
  );

  useEffect(() => {
    const { currentAgent, setLoading, setCurrentAgent } = store.getState();
    if (shared ? currentAgent : otherLanguageAgents.has(language)) return;
    let pending = true;
    setLoading(true);
    void fetchAssignedAgent(language).then((found) => {
      if (!pending) return;
      pending = false;
      if (shared) setCurrentAgent(found);
      else {
        if (found) otherLanguageAgents.set(language, found);
        setOwnAgent(found);
      }
      setLoading(false);
    });
    return () => {
      // A modal that goes away mid-request must not leave the page loading.
      if (pending) store.getState().setLoading(false);
      pending = false;
    };
  }, [store, language, shared]);

  return shared ? storedAgent : ownAgent;
}
