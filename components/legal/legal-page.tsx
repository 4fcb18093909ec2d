import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { isolate } from '@/lib/i18n/bidi';
import { getCopy } from '@/lib/i18n/copy';
import { Paragraphs, Prose } from '@/components/content/blocks';
import type { ProseSection } from '@/components/content/types';
import { site } from '@/lib/site';
import { retentionPeriods } from '@/lib/privacy/retention';
import styles from './legal-page.module.css';

type Props = {
  /** Namespace holding `title`, `updated`, `intro` and `sections`. */
  namespace: 'PrivacyPage' | 'TermsPage';
  /** ISO date of the last revision, for the `<time>` element. */
  updated: string;
  locale: string;
  /** Links shown under the text, e.g. to the other legal page. */
  children?: ReactNode;
  /** Content after a section's paragraphs, by the section's index (the privacy page's storage table). */
  sectionExtras?: Partial<Record<number, ReactNode>>;
};

/** The brokerage's identity, filled into the `{company}`, `{address}`… placeholders of legal texts. */
function companyDetails(locale: string) {
  const country =
    new Intl.DisplayNames([locale], { type: 'region' }).of(site.address.country) ??
    site.address.country;
  return {
    company: isolate(site.legalName),
    orn: site.reraOrn,
    address: `${site.address.street}, ${site.address.locality}, ${country}`,
    email: site.email,
    partnersEmail: site.partnersEmail,
    // The retention periods the privacy page states are the ones the retention job applies.
    ...retentionPeriods(),
  };
}

/** A legal text (privacy policy, terms): a light heading with the revision date, then the sections. */
export async function LegalPage({
  namespace,
  updated,
  locale,
  children,
  sectionExtras = {},
}: Props) {
  const t = await getTranslations(namespace);
  const copy = await getCopy(namespace);
  const values = companyDetails(locale);
  // Paragraphs go through t() one by one so their placeholders are formatted.
  const intro = copy.intro.map((_, i) => t(`intro.${i}`, values));
  const sections: ProseSection[] = copy.sections.map((section, i) => ({
    heading: section.heading,
    paragraphs: section.paragraphs.map((_, j) => t(`sections.${i}.paragraphs.${j}`, values)),
    extra: sectionExtras[i],
  }));

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <div className="container">
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.updated}>
            {t.rich('updated', { date: (chunks) => <time dateTime={updated}>{chunks}</time> })}
          </p>
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        <div className={styles.intro}>
          <Paragraphs items={intro} />
        </div>
        <Prose sections={sections} />
        {children && <footer className={styles.related}>{children}</footer>}
      </div>
    </article>
  );
}
