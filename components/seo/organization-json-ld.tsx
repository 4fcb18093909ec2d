import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/seo';

/** schema.org description of the brokerage, for search engines' knowledge panels. */
export function OrganizationJsonLd({ description, url }: { description: string; url: string }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: site.name,
    legalName: site.legalName,
    description,
    url,
    logo: absoluteUrl('/icon.png'),
    image: absoluteUrl('/images/og-default.jpg'),
    telephone: site.phone.display,
    email: site.email,
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: site.address.latitude,
      longitude: site.address.longitude,
    },
    areaServed: { '@type': 'City', name: 'Dubai' },
    sameAs: Object.values(site.social),
  };
  return (
    <script
      type="application/ld+json"
      // Escaping '<' keeps the JSON from closing the script element early.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
