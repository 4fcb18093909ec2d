import { z } from 'zod';
import { agentOfExpert, expertDoc } from '@/lib/content/expert-agent';
import type { Locale } from '@/lib/i18n/locales';
import { agentName } from '@/lib/leads/agent-names';
import { agentRoleKey, type AgentRoleKey } from '@/lib/leads/agent-roles';
import type { AgentGender } from '@/lib/leads/agent';

/**
 * An expert as a page presents them (the video's presenter, a roadshow's speakers): their name in
 * the page's script, their title, introduction and languages in the page's language, their photo.
 */

/** A text in the page's language, or the English one marked `lang="en"` where it has none yet. */
export type PresentedText = { text: string; lang?: 'en' };

export type Presenter = {
  id: string;
  name: string;
  gender?: AgentGender;
  title: PresentedText;
  bio?: PresentedText;
  speaks?: PresentedText;
  /** The editor's thumbnail (or the photo itself); none for an expert without a photo. */
  photo?: string;
  /** Initials of the name as the page writes it, shown where there is no photo. */
  initials: string;
};

/** Payload's `locale: 'all'` form of a localized text, or one language's string. */
const localized = z
  .union([z.string(), z.record(z.string(), z.string().nullish())])
  .nullish()
  .catch(null)
  .transform((text) => (typeof text === 'string' ? { en: text } : (text ?? {})));

/** A stored expert as the presenting pages read it (with every language's texts). */
export const presenterDoc = expertDoc.extend({ bio: localized, speaks: localized });
type PresenterDoc = z.infer<typeof presenterDoc>;

function inLanguage(texts: Record<string, string | null | undefined>, locale: Locale) {
  const own = texts[locale]?.trim();
  if (own) return { text: own };
  const english = texts.en?.trim();
  return english ? ({ text: english, lang: 'en' } as const) : undefined;
}

/** First letters of the first and last word of a name, as a stand-in portrait. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function presenterOf(doc: PresenterDoc, locale: Locale): Presenter {
  const agent = agentOfExpert(doc);
  const name = agentName(agent, locale);
  const bio = inLanguage(doc.bio, locale);
  const speaks = inLanguage(doc.speaks, locale);
  return {
    id: agent.id,
    name,
    ...(agent.gender ? { gender: agent.gender } : {}),
    title: inLanguage(doc.title, locale) ?? { text: '' },
    ...(bio ? { bio } : {}),
    ...(speaks ? { speaks } : {}),
    ...(agent.image ? { photo: agent.image } : {}),
    initials: initials(name),
  };
}

/**
 * The title a page shows: the one written in its language; where only English is, the site's own
 * translation of a title it knows (`RequestCall.roles`, as the request-call card does), else the
 * English title, marked.
 */
export function presentedTitle(
  presenter: Pick<Presenter, 'title' | 'gender'>,
  translate: (key: AgentRoleKey, gender: AgentGender | 'other') => string,
): PresentedText {
  const key = presenter.title.lang ? agentRoleKey(presenter.title.text) : undefined;
  return key ? { text: translate(key, presenter.gender ?? 'other') } : presenter.title;
}
