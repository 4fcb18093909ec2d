'use client';

import { useLocale, useTranslations } from 'next-intl';
import { AgentCard, AgentCardPlaceholder } from './agent-card';
import { ModalShell } from './modal-shell';
import { RequestCallForm } from './request-call-form';
import { useAssignedAgent } from './use-assigned-agent';

/** The request-call modal of docs/spec.md §2: the assigned advisor and the name-and-phone form. */
export function RequestCallModal() {
  const t = useTranslations('RequestCall');
  const locale = useLocale();
  const agent = useAssignedAgent(locale);

  return (
    <ModalShell title={t('title')} intro={t('intro')} closeLabel={t('close')}>
      {(close) => (
        <>
          {agent ? <AgentCard agent={agent} /> : agent === undefined && <AgentCardPlaceholder />}
          <RequestCallForm onSent={close} />
        </>
      )}
    </ModalShell>
  );
}
