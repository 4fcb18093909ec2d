'use client';

import { AgentCard, AgentCardPlaceholder } from './agent-card';
import { ModalShell } from './modal-shell';
import { RequestCallForm } from './request-call-form';
import { taiwanCopy } from './taiwan-copy';
import { useAssignedAgent } from './use-assigned-agent';

/** The Taiwan roadshow's seat reservation: the request-call flow in Traditional Chinese, TW only. */
export function TaiwanModal() {
  // Guests of the Taiwan roadshow talk to a Mandarin speaker, whatever the page's language.
  const agent = useAssignedAgent('zh');
  return (
    <ModalShell
      title={taiwanCopy.title}
      intro={taiwanCopy.intro}
      closeLabel={taiwanCopy.close}
      lang={taiwanCopy.lang}
      dir="ltr"
    >
      {(close) => (
        <>
          {agent ? (
            <AgentCard agent={agent} copy={taiwanCopy.agent} />
          ) : (
            agent === undefined && <AgentCardPlaceholder />
          )}
          <RequestCallForm kind="taiwan" fixedCountry="TW" copy={taiwanCopy.form} onSent={close} />
        </>
      )}
    </ModalShell>
  );
}
