'use client';

import dynamic from 'next/dynamic';
import { useDeferredValue } from 'react';
import { createPortal } from 'react-dom';
import { useLeadCapture } from './lead-capture-context';
import { registerModalPreload } from './modal-preload';

// The questionnaire, its steps and the phone widget load at idle or on intent (modal-preload.ts).
const QuestionnaireModal = dynamic(() =>
  import('./questionnaire-modal').then((module) => module.QuestionnaireModal),
);
registerModalPreload('questionnaire', () => import('./questionnaire-modal'));

/**
 * Where a page that offers the questionnaire mounts it (inside the `Questionnaire` messages that
 * only such pages carry); shown over the page like the other modals, in a transition
 * (lead-capture-provider.tsx).
 */
export function QuestionnaireHost() {
  const open = useDeferredValue(useLeadCapture((state) => state.currentModal === 'questionnaire'));
  return open ? createPortal(<QuestionnaireModal />, document.body) : null;
}
