'use client';

import { useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import { readAnswer } from '@/lib/client/answer';
import type { AgentLanguage } from '@/lib/leads/agent';
import { agentSchema, type Agent } from '@/lib/leads/agent-schema';
import { useLeadCapture, useLeadCaptureStore } from './lead-capture-context';

async function fetchAssignedAgent(language: AgentLanguage): Promise<Agent | null> {
  try {
    const response = await fetch(`/api/agents/assigned?locale=${encodeURIComponent(language)}`, {
      headers: { accept: 'application/json' },
    });
    const answer = await readAnswer(response, agentSchema);
    return answer.ok ? answer.data : null;
  } catch {
    return null;
  }
}

// Advisors for another language than the page's, kept for the tab so reopening shows the same one.
const otherLanguageAgents = new Map<AgentLanguage, Agent>();

/**
 * The advisor a modal shows (docs/spec.md §4): `undefined` while they are found, `null` when none
 * could be. The modal does not wait for them (issue 20): its card fills in when they arrive. An
 * advisor for the page's language is kept in the store as `currentAgent`, so every modal of the
 * page shows the same person; one for another language (the Taiwan modal's Mandarin speaker) stays
 * with its modal.
 */
export function useAssignedAgent(language: AgentLanguage): Agent | null | undefined {
  const store = useLeadCaptureStore();
  const locale = useLocale();
  const shared = language === locale;
  const storedAgent = useLeadCapture((state) => state.currentAgent);
  const [ownAgent, setOwnAgent] = useState<Agent | null>(
    () => otherLanguageAgents.get(language) ?? null,
  );
  const [searching, setSearching] = useState(() =>
    shared ? !store.getState().currentAgent : !otherLanguageAgents.has(language),
  );

  useEffect(() => {
    const { currentAgent, setCurrentAgent } = store.getState();
    if (shared ? currentAgent : otherLanguageAgents.has(language)) return;
    let pending = true;
    void fetchAssignedAgent(language).then((found) => {
      if (!pending) return;
      pending = false;
      if (shared) setCurrentAgent(found);
      else {
        if (found) otherLanguageAgents.set(language, found);
        setOwnAgent(found);
      }
      setSearching(false);
    });
    return () => {
      pending = false;
    };
  }, [store, language, shared]);

  if (searching) return undefined;
  return shared ? storedAgent : ownAgent;
}
