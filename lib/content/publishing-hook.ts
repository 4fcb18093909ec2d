import { ValidationError, type CollectionBeforeChangeHook } from 'payload';
import { publishingProblems } from './publishing-rules';

/** The fields a refusal names, as the editor labels them (collections/listings.ts). */
export const permitLabels = {
  permitNumber: 'DLD advertising (Trakheesi) permit number',
  permitExpiry: 'Permit expiry',
  expert: 'Expert',
} as const;

/** Refuses to publish a listing that Dubai's rules would not let the brokerage advertise. */
export const lawfulToPublish: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  if (data._status !== 'published') return data;
  const merged = { ...originalDoc, ...data } as Record<string, unknown>;
  const expertRef = merged.expert as string | number | { id: string | number } | null | undefined;
  const expertId = typeof expertRef === 'object' && expertRef ? expertRef.id : expertRef;
  const expert = expertId
    ? await req.payload.findByID({
        collection: 'experts',
        id: expertId,
        depth: 0,
        disableErrors: true,
        req,
      })
    : null;
  const problems = publishingProblems(
    {
      permitNumber: merged.permitNumber as string | null | undefined,
      permitExpiry: merged.permitExpiry as string | null | undefined,
      hasExpert: Boolean(expert),
      expertBrn: (expert as { brn?: string | null } | null)?.brn,
    },
    new Date(),
  );
  if (!problems.length) return data;
  // Each message on its field in the editor; the summary names the fields by their labels.
  const errors = problems.map((problem) => ({ ...problem, label: permitLabels[problem.path] }));
  throw new ValidationError({ collection: 'listings', errors, req });
};
