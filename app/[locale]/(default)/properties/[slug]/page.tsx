import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Hero } from '@/components/content/hero';
import { PreviewBanner } from '@/components/content/preview-banner';
import { Section } from '@/components/content/section';
import { CalculatorsSlot } from '@/components/calculators/calculators-slot';
import { ListingFormSlot } from '@/components/forms/listing-form-slot';
import { DisplayControls } from '@/components/listings/display-controls';
import { ListingWordsIsland } from '@/components/listings/listing-words-server';
import { ListingContact } from '@/components/listings/listing-contact';
import { ListingFacts } from '@/components/listings/listing-facts';
import { ListingGallery } from '@/components/listings/listing-gallery';
import { ListingJsonLd } from '@/components/listings/listing-json-ld';
import { ListingLocation } from '@/components/listings/listing-location';
import { ListingPermit } from '@/components/listings/listing-permit';
import { PaymentPlan } from '@/components/listings/payment-plan';
import { Link } from '@/components/navigation/link';
import { NextIntlClientProvider } from 'next-intl';
import { pickMessages, pageFormNamespaces } from '@/lib/i18n/client-messages';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { enterLocale } from '@/lib/i18n/request-locale';
import { shownImage } from '@/lib/images/shown-image';
import { listingLocales, listingPath, listingText } from '@/lib/listings';
import { notAdvertisedReason } from '@/lib/listings/advertising';
import { getListing, getListingDraft, getListings } from '@/lib/listings/store';
import { absoluteUrl, buildMetadata, snippet } from '@/lib/seo';
import styles from '@/components/listings/listing-page.module.css';
import permitStyles from '@/components/listings/listing-permit.module.css';

/**
 * The listings staff publish (lib/listings/store.ts): those of the build are prerendered, one
 * published later is rendered on its first visit and kept. Publishing revalidates them at once on
 * the instance that took it (lib/content/revalidate.ts); every other instance within this.
 */
export const revalidate = 30;

export async function generateStaticParams() {
  return (await getListings()).map(({ slug }) => ({ slug }));
}

/** The listing a render shows: the published one, or in a staff preview the latest saved. */
async function shownListing(slug: string, preview: boolean) {
  return preview ? getListingDraft(slug) : getListing(slug);
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/properties/[slug]'>): Promise<Metadata> {
  const { locale, slug } = (await params) as { locale: Locale; slug: string };
  const listing = await shownListing(slug, (await draftMode()).isEnabled);
  if (!listing) notFound();
  const t = await getTranslations({ locale, namespace: 'ListingPage' });
  const labels = await getTranslations({ locale, namespace: 'Listings' });
  const text = listingText(listing, locale);
  const title = text.name;
  const area = labels(`areas.${listing.area}`);
  const metadata = buildMetadata({
    locale,
    path: listingPath(listing),
    title: t('metaTitle', { title, type: labels(`types.${listing.type}`), area }),
    description: snippet(text.description),
    // Only the languages it is written in: the others show English until staff translate it.
    locales: listingLocales(listing),
    // The gallery's cover: the building (lib/listings/data.ts).
    image: {
      url: listing.images[0] ?? '/images/listing.jpg',
      alt: t('meta.imageAlt', { title, area }),
    },
  });
  // Sold, let or out of permit: the page answers old ad links but leaves search results; so does a
  // language it is not written in yet.
  return notAdvertisedReason(listing, new Date()) || text.lang !== locale
    ? { ...metadata, robots: { index: false, follow: true } }
    : metadata;
}

export default async function ListingPage({ params }: PageProps<'/[locale]/properties/[slug]'>) {
  const locale = await enterLocale(params);
  const preview = (await draftMode()).isEnabled;
  const listing = await shownListing((await params).slug, preview);
  if (!listing) notFound();
  const withdrawn = notAdvertisedReason(listing, new Date());
  const t = await getTranslations('ListingPage');
  const labels = await getTranslations('Listings');
  const text = listingText(listing, locale);
  const { name: title, description } = text;
  // Not written in this language yet: the English words, marked as English.
  const textLang = text.lang === locale ? undefined : text.lang;
  const areaLabel = labels(`areas.${listing.area}`);
  const pageUrl = absoluteUrl(localizedPath(locale, listingPath(listing)));
  const images = listing.images.map((src, index) => ({
    src,
    alt: t('gallery.picture', { title, index: index + 1, count: listing.images.length }),
    shown: shownImage(src, '(max-width: 1200px) 100vw, 1200px'),
  }));

  return (
    <>
      {preview && <PreviewBanner page={localizedPath(locale, listingPath(listing))} />}
      <Hero
        copy={{
          eyebrow: `${labels(`types.${listing.type}`)} · ${areaLabel}`,
          title,
          lead: description,
          lang: textLang,
        }}
        image={listing.images[0] ?? '/images/listing.jpg'}
        size="compact"
        actions={
          <>
            <a href="#enquire" className="button button-primary">
              {t('enquire.title')}
            </a>
            <Link href="/properties" className="button button-secondary">
              {t('back')}
            </Link>
          </>
        }
      />
      <div className={`container ${styles.page}`}>
        {withdrawn && (
          <p className={permitStyles.notice} role="status" data-withdrawn={withdrawn}>
            {t(`withdrawn.${withdrawn}`)}
          </p>
        )}
        <ListingWordsIsland locale={locale}>
          <ListingGallery
            images={images}
            label={t('gallery.label', { title })}
            previous={t('gallery.previous')}
            next={t('gallery.next')}
          />
          <div className={styles.layout}>
            <div className={styles.main}>
              <DisplayControls />
              <ListingFacts listing={listing} locale={locale} />
              <section className={styles.block} aria-labelledby="features-title">
                <h2 id="features-title">{t('features.title')}</h2>
                <ul className={styles.features}>
                  {listing.features.map((feature) => (
                    <li key={feature}>{t(`features.${feature}`)}</li>
                  ))}
                </ul>
              </section>
              <PaymentPlan listing={listing} locale={locale} />
              <ListingLocation
                listing={listing}
                locale={locale}
                title={title}
                areaLabel={areaLabel}
              />
              <ListingPermit listing={listing} locale={locale} />
            </div>
            <ListingContact title={title} areaLabel={areaLabel} pageUrl={pageUrl} />
          </div>
        </ListingWordsIsland>
      </div>
      <Section
        id="calculators"
        tone="sand"
        copy={{
          eyebrow: t('calculators.eyebrow'),
          title: t('calculators.title'),
          intro: t('calculators.intro'),
        }}
      >
        <NextIntlClientProvider messages={await pickMessages(['Calculators'])}>
          <CalculatorsSlot
            priceAed={listing.priceAed}
            offPlan={listing.status === 'offPlan'}
            annualRentAed={listing.estimatedRentAed}
            serviceChargesAed={Math.round(listing.serviceChargeAedPerSqft * listing.sizeSqft)}
            otherCostsAed={Math.round(listing.estimatedRentAed * 0.05)}
          />
        </NextIntlClientProvider>
      </Section>
      <Section
        id="enquire"
        copy={{
          eyebrow: t('enquire.eyebrow'),
          title: t('enquire.title'),
          intro: t('enquire.intro'),
        }}
      >
        <NextIntlClientProvider messages={await pickMessages(pageFormNamespaces)}>
          <ListingFormSlot listing={listing.slug} />
        </NextIntlClientProvider>
      </Section>
      <ListingJsonLd
        listing={listing}
        locale={locale}
        url={pageUrl}
        title={title}
        description={description}
        areaLabel={areaLabel}
      />
    </>
  );
}
