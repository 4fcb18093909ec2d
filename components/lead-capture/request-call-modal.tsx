'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Agent } from '@/lib/leads/agent';
import { useLeadCapture, useLeadCaptureStore } from './lead-capture-provider';
import { visibleModal } from './lead-capture-store';
import { AgentCard } from './agent-card';
import { ModalShell } from './modal-shell';
import { RequestCallForm } from './request-call-form';

async function fetchAssignedAgent(locale: string): Promise<Agent | null> {
  try {
    const response = await fetch(`/api/agents/assigned?locale=${encodeURIComponent(locale)}`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: Agent };
    return body.data ?? null;
  } catch {
    return null;
  }
}

/** The request-call modal of SPEC.md section 2: the assigned advisor and the name-and-phone form. */
export function RequestCallModal() {
  const t = useTranslations('RequestCall');
  const locale = useLocale();
  const store = useLeadCaptureStore();
  const visible = useLeadCapture((state) => visibleModal(state) === 'request-call');
  const agent = useLeadCapture((state) => state.currentAgent);

  // SPEC.md section 4: loading while the advisor is found; a stored one is used once, then cleared.
  useEffect(() => {
    let cancelled = false;
    const { currentAgent, setLoading, setCurrentAgent } = store.getState();
    if (currentAgent) return;
    setLoading(true);
    void fetchAssignedAgent(locale).then((found) => {
      if (cancelled) return;
      setCurrentAgent(found);
      setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [store, locale]);

  return (
    <ModalShell visible={visible} title={t('title')} intro={t('intro')} closeLabel={t('close')}>
      {(close) => (
        <>
          {agent && <AgentCard agent={agent} />}
          <RequestCallForm
            onSent={(id) => {
              store.getState().setLeadId(id);
              close();
            }}
          />
        </>
      )}
    </ModalShell>
  );
}
