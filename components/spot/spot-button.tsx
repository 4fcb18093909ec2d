import type { ReactNode } from 'react';
import { ModalButton } from '@/components/lead-capture/modal-button';

/** Opens the spot modal; before hydration (or without JavaScript) it links to the contact block. */
export function SpotButton({ children }: { children: ReactNode }) {
  return (
    <ModalButton modal="spot" fallbackHref="#contact" className="button button-primary">
      {children}
    </ModalButton>
  );
}
