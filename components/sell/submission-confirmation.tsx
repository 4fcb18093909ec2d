import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Hero } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { Checklist, CtaBand } from '@/components/content/blocks';
import { OrderedList } from '@/components/content/ordered-list';
import { Link } from '@/components/navigation/link';
import { site } from '@/lib/site';

/** The message namespaces of the seller confirmation pages; both share the same shape. */
type SubmissionNamespace = 'SellSubmittedPage' | 'SellV2SubmittedPage';

/** The blog article offered to sellers while they wait for their advisor's call. */
const ARTICLE_HREF = '/blog/top-5-reasons-invest';

type Props = {
  namespace: SubmissionNamespace;
  image?: string;
};

/**
 * The page a seller sees after sending their property details: thanks, the next steps, what to
 * prepare and a direct line to the office. The copy comes from `namespace`.
 */
export async function SubmissionConfirmation({
  namespace,
  image = '/images/hero-sell.jpg',
}: Props) {
  const t = await getTranslations(namespace);
  const copy = await getCopy(namespace);
  const { next, prepare, reach } = copy;

  return (
    <>
      <Hero
        size="compact"
        copy={copy.hero}
        image={image}
        actions={
          <>
            <Link href="/" className="button button-primary">
              {t('hero.primary')}
            </Link>
            <Link href={ARTICLE_HREF} className="button button-secondary">
              {t('hero.secondary')}
            </Link>
          </>
        }
      />
      <Section copy={next}>
        <OrderedList look="steps" items={next.steps} />
      </Section>
      <Section copy={prepare} tone="sand">
        <Checklist items={prepare.items} />
      </Section>
      <CtaBand
        copy={reach}
        action={
          <a href={site.phone.href} className="button button-primary">
            <span>{reach.button}</span>
            <bdi dir="ltr">{site.phone.display}</bdi>
          </a>
        }
      />
    </>
  );
}
