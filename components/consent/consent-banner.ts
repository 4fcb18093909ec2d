import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-banner.css';
import { defaultLocale, localeInfo, localizedPath, locales, type Locale } from '@/lib/i18n/locales';
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  CONSENT_REVISION,
  optionalCategories,
} from '@/lib/consent/consent';
import { browserRefusesTracking, consentChosen } from '@/lib/consent/consent-client';

/**
 * The consent banner and its preferences (docs/design.md §15): vanilla-cookieconsent, loaded only
 * when the visitor has no stored choice or opens "Cookie settings" (lib/consent/consent-client.ts),
 * in the page's language, with the words its caller reads from the page's messages (`Consent`).
 */

type CategoryCopy = { title: string; description: string };
/** The `Consent` namespace of messages/*.json. */
export type ConsentCopy = {
  banner: {
    title: string;
    description: string;
    acceptAll: string;
    necessaryOnly: string;
    choose: string;
  };
  preferences: {
    title: string;
    intro: string;
    save: string;
    close: string;
    signal: string;
    /** A sentence with the privacy page's link marked `<link>…</link>`. */
    more: string;
  } & Record<'necessary' | (typeof optionalCategories)[number], CategoryCopy>;
  privacyLink: string;
};

function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return locales.find((code) => localeInfo[code].iso === lang) ?? defaultLocale;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

function translation(locale: Locale, copy: ConsentCopy, refuses: boolean) {
  const href = localizedPath(locale, '/privacy');
  const privacy = `<a href="${href}">${escapeHtml(copy.privacyLink)}</a>`;
  // A sentence whose `<link>…</link>` part links to the privacy page.
  const withLink = (text: string) =>
    escapeHtml(text).replace(/&lt;link&gt;(.*?)&lt;\/link&gt;/, `<a href="${href}">$1</a>`);
  const { banner, preferences } = copy;
  const category = (name: 'necessary' | (typeof optionalCategories)[number]) => ({
    title: escapeHtml(preferences[name].title),
    description: escapeHtml(preferences[name].description),
    linkedCategory: name,
  });
  return {
    consentModal: {
      title: escapeHtml(banner.title),
      description: escapeHtml(banner.description),
      acceptAllBtn: escapeHtml(banner.acceptAll),
      acceptNecessaryBtn: escapeHtml(banner.necessaryOnly),
      showPreferencesBtn: escapeHtml(banner.choose),
      footer: privacy,
    },
    preferencesModal: {
      title: escapeHtml(preferences.title),
      acceptAllBtn: escapeHtml(banner.acceptAll),
      acceptNecessaryBtn: escapeHtml(banner.necessaryOnly),
      savePreferencesBtn: escapeHtml(preferences.save),
      closeIconLabel: escapeHtml(preferences.close),
      sections: [
        {
          description:
            escapeHtml(preferences.intro) +
            (refuses ? `<br><br><strong>${escapeHtml(preferences.signal)}</strong>` : ''),
        },
        category('necessary'),
        ...optionalCategories.map(category),
        { description: withLink(preferences.more) },
      ],
    },
  };
}

let started: Promise<void> | undefined;

/** Runs the library once per page: `show` shows the banner at once (no choice stored yet). */
function start(show: boolean, copy: ConsentCopy): Promise<void> {
  started ??= (async () => {
    const locale = pageLocale();
    // Global Privacy Control or Do-Not-Track: analytics and advertising stay off, shown as such.
    const refuses = browserRefusesTracking();
    const optional = { enabled: false, readOnly: refuses };
    await CookieConsent.run({
      autoShow: show,
      revision: CONSENT_REVISION,
      // Automated browsers are visitors too (and the end-to-end tests are one).
      hideFromBots: false,
      disablePageInteraction: false,
      cookie: {
        name: CONSENT_COOKIE,
        expiresAfterDays: CONSENT_COOKIE_DAYS,
        sameSite: 'Lax',
        secure: window.location.protocol === 'https:',
      },
      guiOptions: {
        consentModal: { layout: 'box wide', position: 'bottom center', equalWeightButtons: true },
        preferencesModal: { layout: 'box', equalWeightButtons: true },
      },
      categories: {
        necessary: { enabled: true, readOnly: true },
        analytics: {
          ...optional,
          autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] },
        },
        marketing: {
          ...optional,
          autoClear: { cookies: [{ name: /^_gcl/ }, { name: '_fbp' }] },
        },
        maps: { enabled: false },
      },
      onFirstConsent: ({ cookie }) => consentChosen(cookie.categories),
      onChange: ({ cookie }) => consentChosen(cookie.categories),
      language: {
        default: locale,
        rtl: ['ar', 'he'],
        translations: { [locale]: translation(locale, copy, refuses) },
      },
    });
  })();
  started.catch(() => (started = undefined));
  return started;
}

/** The banner on a visit without a stored choice. */
export function showConsentBanner(copy: ConsentCopy): Promise<void> {
  return start(true, copy);
}

/** The preferences, from the footer's "Cookie settings". */
export async function showConsentPreferences(copy: ConsentCopy): Promise<void> {
  await start(false, copy);
  CookieConsent.showPreferences();
}
