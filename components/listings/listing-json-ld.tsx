import { localeInfo, type Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings';
import { realEstateListingJsonLd } from '@/lib/listings/json-ld';
import { absoluteUrl } from '@/lib/seo';
import { site } from '@/lib/site';

type Props = {
  listing: Listing;
  locale: Locale;
  url: string;
  title: string;
  description: string;
  areaLabel: string;
};

/** schema.org description of a listing page, for search engines' rich results. */
export function ListingJsonLd({ listing, locale, url, ...copy }: Props) {
  const data = realEstateListingJsonLd({
    listing,
    url,
    images: listing.images.map(absoluteUrl),
    inLanguage: localeInfo[locale].iso,
    seller: { name: site.name, url: site.url, telephone: site.phone.display },
    ...copy,
  });
  return (
    <script
      type="application/ld+json"
      // Escaping '<' keeps the JSON from closing the script element early.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
