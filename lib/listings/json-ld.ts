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
      availability:
        listing.status === 'offPlan' ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
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
