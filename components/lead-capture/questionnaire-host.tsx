'use client';

import { createPortal } from 'react-dom';
import { preloadable } from '@/components/app/preloadable';
import { useLeadCapture } from './lead-capture-context';
import { registerModalPreload } from './modal-preload';

// The questionnaire, its steps and the phone widget load at idle or on intent (modal-preload.ts).
const QuestionnaireModal = preloadable(() =>
  import('./questionnaire-modal').then((module) => module.QuestionnaireModal),
);
registerModalPreload('questionnaire', QuestionnaireModal.preload);

/**
 * Where a page that offers the questionnaire mounts it (inside the `Questionnaire` messages that
 * only such pages carry); shown over the page like the other modals
 * (lead-capture-provider.tsx).
 */
export function QuestionnaireHost() {
  const open = useLeadCapture((state) => state.currentModal === 'questionnaire');
  return open ? createPortal(<QuestionnaireModal />, document.body) : null;
}
