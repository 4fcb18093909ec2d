import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings';
import { MapSlot } from './map-slot';
import styles from './listing-page.module.css';

type Props = { listing: Listing; locale: Locale; title: string; areaLabel: string };

/**
 * Where the listing is: always a link to the map; Google's map itself when a key is configured, on
 * the visitor's click or with their consent to maps.
 */
export async function ListingLocation({ listing, locale, title, areaLabel }: Props) {
  const t = await getTranslations('ListingPage.location');
  const { lat, lng } = listing.coordinates;
  return (
    <section className={styles.block} aria-labelledby="location-title">
      <h2 id="location-title">{t('title')}</h2>
      <p>{areaLabel}</p>
      <p>
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${lat},${lng}`}
          target="_blank"
          rel="noopener noreferrer"
          data-map-link
        >
          {t('openMap')}
        </a>
      </p>
      <MapSlot
        language={locale}
        lat={lat}
        lng={lng}
        title={t('mapTitle', { title })}
        showMap={t('showMap')}
        mapNotice={t('mapNotice')}
      />
    </section>
  );
}
