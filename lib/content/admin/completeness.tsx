import type { Payload } from 'payload';
import { cache } from 'react';
import {
  completeness,
  completenessLine,
  requiredTexts,
  type CompletenessCollection,
} from '../completeness';

/**
 * The editor's view of an item's languages (lib/content/completeness.ts): a column in the lists of
 * listings and articles and a line at the top of each one's form. Server components of the content
 * editor only (registered in its import map); no public page imports them.
 */

type Props = {
  payload: Payload;
  collectionSlug?: string;
  id?: string | number;
  rowData?: { id?: string | number };
};

const isCollection = (slug: unknown): slug is CompletenessCollection =>
  typeof slug === 'string' && slug in requiredTexts;

/** Every item of a collection in every language, latest drafts included: once per render. */
const allLanguages = cache(async (payload: Payload, collection: CompletenessCollection) => {
  const fields: Record<string, true> = Object.fromEntries(
    [...requiredTexts[collection], '_status'].map((field) => [field, true as const]),
  );
  const read = async (draft: boolean) => {
    const { docs } = await payload.find({
      collection,
      locale: 'all',
      draft,
      depth: 0,
      limit: 0,
      pagination: false,
      select: fields,
    });
    return new Map(docs.map((doc) => [String(doc.id), doc as Record<string, unknown>]));
  };
  // The newest words (drafts included) and what is published.
  const [latest, published] = await Promise.all([read(true), read(false)]);
  return { latest, published };
});

async function line({ payload, collectionSlug, id }: Props): Promise<string | undefined> {
  if (!isCollection(collectionSlug) || id === undefined) return undefined;
  const { latest, published } = await allLanguages(payload, collectionSlug);
  const doc = latest.get(String(id));
  if (!doc) return undefined;
  return completenessLine(completeness(collectionSlug, doc, published.get(String(id))));
}

export async function CompletenessCell(props: Props) {
  const text = await line({ ...props, id: props.rowData?.id });
  return <span data-completeness>{text ?? '–'}</span>;
}

export async function CompletenessField(props: Props) {
  const text = await line(props);
  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <div className="field-label">Languages</div>
      <p data-completeness style={{ margin: 0 }}>
        {text ?? 'Written in no language yet: save to see which languages are complete.'}
      </p>
    </div>
  );
}
