import { dubaiTime } from '@/lib/server/admin/format';
import { leadConsent } from '@/lib/server/admin/lead-consent';

/** A lead's attribution and answers as the back office shows them (server components). */

/**
 * The privacy notice the visitor was told applies, when, and their marketing choice (docs/design.md
 * §15): rows of the lead's list, read on their own so the page's query stays as it is.
 */
export async function ConsentRows({ leadId }: { leadId: string }) {
  const consent = await leadConsent(leadId);
  if (!consent) return null;
  const marketing =
    consent.marketing === null ? 'not asked' : consent.marketing ? 'yes (ticked)' : 'no';
  return (
    <>
      <dt>Privacy notice</dt>
      <dd>
        {consent.noticeVersion
          ? `version ${consent.noticeVersion}, ${dubaiTime(consent.noticeAt ?? '')} (Dubai)`
          : 'not recorded'}
      </dd>
      <dt>Marketing</dt>
      <dd>{marketing}</dd>
    </>
  );
}

export function Attribution({ attribution }: { attribution: Record<string, string | null> }) {
  return Object.entries(attribution).map(([name, value]) =>
    value ? <AttributionRow key={name} name={name} value={value} /> : null,
  );
}

function AttributionRow({ name, value }: { name: string; value: string }) {
  const utm = ['source', 'medium', 'campaign', 'content'].includes(name);
  return (
    <>
      <dt>{utm ? `utm_${name}` : name}</dt>
      <dd>{value}</dd>
    </>
  );
}

export function LeadAnswers({ details }: { details: Record<string, unknown> }) {
  const answers = Object.entries(details);
  if (answers.length === 0) return null;
  return (
    <section className="admin-card" aria-labelledby="lead-answers">
      <h2 id="lead-answers">Answers</h2>
      <dl>
        {answers.map(([key, value]) => (
          <Answer key={key} name={key} value={value} />
        ))}
      </dl>
    </section>
  );
}

function Answer({ name, value }: { name: string; value: unknown }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{describe(value)}</dd>
    </>
  );
}

/** Questionnaire answers are a list of {question, answer}; the rest is shown as plain text. */
function describe(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value))
    return value
      .map((item: unknown) =>
        item && typeof item === 'object' && 'question' in item && 'answer' in item
          ? `${String(item.question)}: ${describe(item.answer)}`
          : describe(item),
      )
      .join('; ');
  return Object.entries(value)
    .map(([key, item]) => `${key}: ${describe(item)}`)
    .join(', ');
}
