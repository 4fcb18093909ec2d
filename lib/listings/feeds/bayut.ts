import type { FeedListing } from './entries';
import { portalLocations, portalTimestamp, portalTypes } from './locations';
import { optional, xmlDocument, type XmlNode } from './xml';

/** Bayut's samples wrap every value in CDATA; so does this feed. */
const field = (name: string, value: string | number): XmlNode => ({
  name,
  content: { cdata: String(value) },
});

/** The Bayut XML feed (docs/listing-feeds.md, "Bayut"): `<Properties>` of `<Property>`. */
export function bayutFeed(listings: FeedListing[], now: Date): string {
  const updated = portalTimestamp(now);
  return xmlDocument({
    name: 'Properties',
    content: listings.map((listing) => property(listing, updated)),
  });
}

function property(listing: FeedListing, updated: string): XmlNode {
  const location = portalLocations[listing.area];
  const { expert } = listing;
  return {
    name: 'Property',
    content: [
      field('Property_Ref_No', listing.reference),
      listing.permit && field('Permit_Number', listing.permit.number),
      field('Property_Status', 'live'),
      field('Property_purpose', 'Buy'),
      field('Property_Type', portalTypes[listing.type].bayut),
      field('Property_Size', listing.sizeSqft),
      field('Property_Size_Unit', 'SQFT'),
      field('Bedrooms', listing.bedrooms),
      field('Bathrooms', listing.bathrooms),
      field('Property_Title', listing.feedText.en.title),
      field('Property_Title_AR', listing.feedText.ar.title),
      field('Property_Description', listing.feedText.en.description),
      field('Property_Description_AR', listing.feedText.ar.description),
      field('Price', listing.priceAed),
      field('City', location.city),
      field('Locality', location.community),
      listing.project && field('Tower_Name', listing.project.name),
      field('Off_plan', listing.status === 'offPlan' ? 'Yes' : 'No'),
      expert && field('Listing_Agent', expert.name),
      optional('Listing_Agent_Phone', expert?.phone),
      optional('Listing_Agent_Email', expert?.email),
      {
        name: 'Features',
        content: listing.featureNames.map((feature) => field('Feature', feature)),
      },
      { name: 'Images', content: listing.photos.map((url) => field('Image', url)) },
      field('Last_Updated', updated),
    ].filter((node): node is XmlNode => !!node),
  };
}
