import type { FeedListing } from './entries';
import { portalLocations, portalTimestamp, portalTypes } from './locations';
import { optional, xmlDocument, type XmlNode } from './xml';

const present = (node: XmlNode | null): node is XmlNode => node !== null;

/**
 * The Property Finder XML feed (docs/listing-feeds.md, "Property Finder"): `<list>` of
 * `<property>`, the same fields `npm run content -- import` reads back.
 */
export function propertyFinderFeed(listings: FeedListing[], now: Date): string {
  const updated = portalTimestamp(now);
  return xmlDocument({
    name: 'list',
    attributes: { last_update: updated, listing_count: String(listings.length) },
    content: listings.map((listing) => property(listing, updated)),
  });
}

function property(listing: FeedListing, updated: string): XmlNode {
  const location = portalLocations[listing.area];
  const offPlan = listing.status === 'offPlan';
  const { expert } = listing;
  return {
    name: 'property',
    attributes: { last_update: updated },
    content: [
      { name: 'reference_number', content: listing.reference },
      optional('permit_number', listing.permit?.number),
      // Sales only: the brokerage lists no rentals today (RR would be a residential rental).
      { name: 'offering_type', content: 'RS' },
      { name: 'property_type', content: portalTypes[listing.type].propertyFinder },
      { name: 'property_status', content: 'live' },
      { name: 'price', content: listing.priceAed },
      { name: 'service_charge', content: listing.serviceChargeAedPerSqft },
      { name: 'city', content: location.city },
      { name: 'community', content: location.community },
      { name: 'property_name', content: listing.project?.name ?? listing.feedText.en.title },
      { name: 'title_en', content: listing.feedText.en.title },
      { name: 'title_ar', content: listing.feedText.ar.title },
      { name: 'description_en', content: { cdata: listing.feedText.en.description } },
      { name: 'description_ar', content: { cdata: listing.feedText.ar.description } },
      { name: 'size', content: listing.sizeSqft },
      { name: 'bedroom', content: listing.bedrooms },
      { name: 'bathroom', content: listing.bathrooms },
      { name: 'completion_status', content: offPlan ? 'off_plan' : 'completed' },
      { name: 'developer', content: listing.developer },
      optional('project_name', listing.project?.name),
      {
        name: 'geopoints',
        content: `${listing.coordinates.lng.toFixed(4)},${listing.coordinates.lat.toFixed(4)}`,
      },
      {
        name: 'features',
        content: listing.featureNames.map((feature) => ({ name: 'feature', content: feature })),
      },
      expert && {
        name: 'agent',
        content: [
          { name: 'id', content: expert.id },
          { name: 'name', content: expert.name },
          optional('email', expert.email),
          optional('phone', expert.phone),
          optional('license_no', expert.brn),
        ].filter(present),
      },
      {
        name: 'photo',
        content: listing.photos.map((url) => ({
          name: 'url',
          attributes: { last_update: updated },
          content: url,
        })),
      },
    ].filter((node): node is XmlNode => !!node),
  };
}
