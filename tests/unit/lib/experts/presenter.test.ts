import { describe, expect, it } from 'vitest';
import { initials, presentedTitle, presenterDoc, presenterOf } from '@/lib/experts/presenter';

/** A stored expert as Payload gives it with `locale: 'all'`. */
const stored = (fields: Record<string, unknown> = {}) =>
  presenterDoc.parse({
    agentId: 'omar-haddad',
    name: 'Omar Haddad',
    nameScripts: { arabic: 'عمر حداد', hebrew: 'עומר חדאד', hangul: '', cyrillic: null },
    gender: 'male',
    title: { en: 'Head of Developer Relations', de: 'Leiter Bauträgerbeziehungen', ar: '' },
    bio: { en: 'Omar works daily with Emaar.', de: 'Omar arbeitet täglich mit Emaar.' },
    speaks: { en: 'Speaks Arabic, English and French' },
    photo: null,
    active: false,
    ...fields,
  });

describe('an expert as a page presents them', () => {
  it('writes the name in the page’s script and the texts in its language', () => {
    expect(presenterOf(stored(), 'ar')).toMatchObject({ name: 'عمر حداد', initials: 'عح' });
    expect(presenterOf(stored(), 'de')).toEqual({
      id: 'omar-haddad',
      name: 'Omar Haddad',
      gender: 'male',
      title: { text: 'Leiter Bauträgerbeziehungen' },
      bio: { text: 'Omar arbeitet täglich mit Emaar.' },
      speaks: { text: 'Speaks Arabic, English and French', lang: 'en' },
      initials: 'OH',
    });
  });

  it('shows the English text, marked, where the page’s language has none (an empty one too)', () => {
    const arabic = presenterOf(stored(), 'ar');
    expect(arabic.title).toEqual({ text: 'Head of Developer Relations', lang: 'en' });
    expect(arabic.bio).toEqual({ text: 'Omar works daily with Emaar.', lang: 'en' });
    expect(presenterOf(stored(), 'en').title).toEqual({ text: 'Head of Developer Relations' });
  });

  it('leaves out what is not written in any language, and shows the photo where there is one', () => {
    const expert = presenterOf(
      stored({
        bio: null,
        speaks: undefined,
        photo: { url: '/m/omar.webp', sizes: { thumbnail: { url: '/m/omar-384x480.webp' } } },
      }),
      'ko',
    );
    expect(expert).not.toHaveProperty('bio');
    expect(expert).not.toHaveProperty('speaks');
    expect(expert.photo).toBe('/m/omar-384x480.webp');
    expect(expert.name).toBe('Omar Haddad');
  });

  it('takes a one-language document (English asked for) as English', () => {
    const expert = presenterOf(stored({ title: 'Sales Director', bio: 'Noa leads sales.' }), 'en');
    expect(expert.title).toEqual({ text: 'Sales Director' });
    expect(expert.bio).toEqual({ text: 'Noa leads sales.' });
  });
});

describe('the title a page shows', () => {
  const translate = (key: string, gender: string) => `${key}:${gender}`;

  it('is the one written in its language', () => {
    expect(presentedTitle({ title: { text: 'Leiter' }, gender: 'male' }, translate)).toEqual({
      text: 'Leiter',
    });
  });

  it('is the site’s translation of a known English title, as the card gives it', () => {
    const title = { text: 'Senior Property Consultant', lang: 'en' } as const;
    expect(presentedTitle({ title, gender: 'female' }, translate)).toEqual({
      text: 'seniorPropertyConsultant:female',
    });
    expect(presentedTitle({ title }, translate)).toEqual({
      text: 'seniorPropertyConsultant:other',
    });
  });

  it('is the English title, marked, when the site does not know it', () => {
    const title = { text: 'Head of Developer Relations', lang: 'en' } as const;
    expect(presentedTitle({ title, gender: 'male' }, translate)).toEqual(title);
  });
});

describe('initials', () => {
  it('are the first letters of the first and last words', () => {
    expect(initials('Chen Yi-ting')).toBe('CY');
    expect(initials(' Layla  Haddad ')).toBe('LH');
    expect(initials('Лейла Хаддад')).toBe('ЛХ');
    expect(initials('Madonna')).toBe('M');
  });
});
