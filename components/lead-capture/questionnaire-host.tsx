'use client';

import { preloadable } from '@/components/app/preloadable';
import { ModalHost } from './modal-host';
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
  return <ModalHost modal="questionnaire" component={QuestionnaireModal} portal />;
}
