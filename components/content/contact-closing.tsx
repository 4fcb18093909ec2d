import { Faq, CtaBand } from './blocks';
import { ContactSection } from './contact-section';
import { Section } from './section';
import type { CtaCopy, FaqItem, SectionCopy } from './types';
import { ModalButton } from '@/components/lead-capture/modal-button';
import type { ModalName } from '@/components/lead-capture/lead-capture-store';

type Props = {
  faq: SectionCopy & { items: FaqItem[] };
  cta: CtaCopy;
  faqTone?: 'white' | 'sand';
  /** Where the last call to action leads: the contact block unless the page has its own form. */
  ctaHref?: `#${string}`;
  /** A modal the call to action opens (it links to the contact block without JavaScript). */
  modal?: ModalName;
};

/**
 * How a landing page ends: the visitor's remaining questions, a last call to action and the
 * contact block that call points to.
 */
export function ContactClosing({ faq, cta, faqTone = 'sand', ctaHref = '#contact', modal }: Props) {
  return (
    <>
      <Section id="faq" copy={faq} tone={faqTone}>
        <Faq items={faq.items} />
      </Section>
      <CtaBand
        copy={cta}
        action={
          modal ? (
            <ModalButton modal={modal} fallbackHref={ctaHref} className="button button-primary">
              {cta.button}
            </ModalButton>
          ) : (
            <a href={ctaHref} className="button button-primary">
              {cta.button}
            </a>
          )
        }
      />
      <ContactSection />
    </>
  );
}
