import type { ReactNode } from 'react';
import { Faq, CtaBand } from './blocks';
import { ContactSection } from './contact-section';
import { LinkCtaBand } from './button-link';
import { Section } from './section';
import type { CtaCopy, FaqItem, SectionCopy } from './types';
import { ModalButton } from '@/components/lead-capture/modal-button';
import type { ModalName } from '@/components/lead-capture/lead-capture-store';

type Props = {
  faq: SectionCopy & { items: FaqItem[] };
  cta: CtaCopy;
  faqTone?: 'white' | 'sand';
  /**
   * Where the last call to action leads: the contact block by default; a section of the page, a
   * page of the site (`/…`, in the visitor's language) or an address such as `mailto:`.
   */
  ctaHref?: string;
  /** A modal the call to action opens (it links to `ctaHref` without JavaScript). */
  modal?: ModalName;
  /** The page's own form, between the questions and the last call to action. */
  form?: ReactNode;
  /** The contact block at the end; false where the call to action leads to another page or form. */
  contact?: boolean;
};

/**
 * How a landing page ends: the visitor's remaining questions, the page's own form if it has one, a
 * last call to action and the contact block that call points to.
 */
export function ContactClosing({
  faq,
  cta,
  faqTone = 'sand',
  ctaHref = '#contact',
  modal,
  form,
  contact = true,
}: Props) {
  return (
    <>
      <Section id="faq" copy={faq} tone={faqTone}>
        <Faq items={faq.items} />
      </Section>
      {form}
      {modal && ctaHref.startsWith('#') ? (
        <CtaBand
          copy={cta}
          action={
            <ModalButton
              modal={modal}
              fallbackHref={ctaHref as `#${string}`}
              className="button button-primary"
            >
              {cta.button}
            </ModalButton>
          }
        />
      ) : (
        <LinkCtaBand copy={cta} href={ctaHref} label={cta.button} />
      )}
      {contact && <ContactSection />}
    </>
  );
}
