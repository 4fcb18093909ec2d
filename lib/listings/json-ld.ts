import type { Listing } from './types';

const residenceType = {
  apartment: 'Apartment',
  townhouse: 'House',
  villa: 'SingleFamilyResidence',
};

type Input = {
  listing: Listing;
  /** Absolute address of the page, and of each picture. */
  url: string;
  images: string[];
  title: string;
  description: string;
  areaLabel: string;
  inLanguage: string;
  seller: { name: string; url: string; telephone: string };
};

/**
 * A sold or let home's page stays for old ad links (docs/content.md): its offer says it is gone,
 * so a search engine's rich result never shows it for sale.
 */
function availability(listing: Pick<Listing, 'listingStatus' | 'status'>) {
  if (listing.listingStatus === 'sold' || listing.listingStatus === 'rented') return 'SoldOut';
  return listing.status === 'offPlan' ? 'PreOrder' : 'InStock';
}

/** schema.org `RealEstateListing` of a listing page: the offer, and the home it is for. */
export function realEstateListingJsonLd({ listing, url, images, seller, ...copy }: Input) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: copy.title,
    description: copy.description,
    url,
    image: images,
    inLanguage: copy.inLanguage,
    offers: {
      '@type': 'Offer',
      price: listing.priceAed,
      priceCurrency: 'AED',
      availability: `https://schema.org/${availability(listing)}`,
      seller: { '@type': 'RealEstateAgent', ...seller },
    },
    about: {
      '@type': residenceType[listing.type],
      name: copy.title,
      numberOfBedrooms: listing.bedrooms,
      numberOfBathroomsTotal: listing.bathrooms,
      // FTK: UN/CEFACT code of the square foot.
      floorSize: { '@type': 'QuantitativeValue', value: listing.sizeSqft, unitCode: 'FTK' },
      address: {
        '@type': 'PostalAddress',
        addressLocality: copy.areaLabel,
        addressRegion: listing.area === 'alMarjanIsland' ? 'Ras Al Khaimah' : 'Dubai',
        addressCountry: 'AE',
      },
      geo: {
        '@type': 'GeoCoordinates',
        latitude: listing.coordinates.lat,
        longitude: listing.coordinates.lng,
      },
    },
  };
}
