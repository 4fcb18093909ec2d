'use client';

import type { ReactNode } from 'react';
import { ModalButton } from './modal-button';

type Props = { className?: string; children: ReactNode; onOpen?: () => void };

/** Opens the request-call modal (a link to the home page's contact section before hydration). */
export function RequestCallButton(props: Props) {
  return <ModalButton modal="request-call" {...props} />;
}
