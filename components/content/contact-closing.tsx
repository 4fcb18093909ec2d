import { Faq, CtaBand } from './blocks';
import { ContactSection } from './contact-section';
import { Section } from './section';
import type { CtaCopy, FaqItem, SectionCopy } from './types';

type Props = {
  faq: SectionCopy & { items: FaqItem[] };
  cta: CtaCopy;
  faqTone?: 'white' | 'sand';
  /** Where the last call to action leads: the contact block unless the page has its own form. */
  ctaHref?: string;
};

/**
 * How a landing page ends: the visitor's remaining questions, a last call to action and the
 * contact block that call points to.
 */
export function ContactClosing({ faq, cta, faqTone = 'sand', ctaHref = '#contact' }: Props) {
  return (
    <>
      <Section id="faq" copy={faq} tone={faqTone}>
        <Faq items={faq.items} />
      </Section>
      <CtaBand
        copy={cta}
        action={
          <a href={ctaHref} className="button button-primary">
            {cta.button}
          </a>
        }
      />
      <ContactSection />
    </>
  );
}
