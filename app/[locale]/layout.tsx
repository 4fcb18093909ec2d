import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { preload } from 'react-dom';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { layoutNamespaces, pickMessages } from '@/lib/i18n/client-messages';
import { enterLocale } from '@/lib/i18n/request-locale';
import { localeInfo, localizedPath } from '@/lib/i18n/locales';
import { absoluteUrl, titleTemplate } from '@/lib/seo';
import { site } from '@/lib/site';
import { LeadCaptureProvider } from '@/components/lead-capture/lead-capture-provider';
import { PageServicesSlot } from '@/components/app/page-services-slot';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { consentDefaultScript } from '@/lib/consent/consent';
import { preloadedFonts } from '@/lib/fonts/preloaded-fonts';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'Site' });
  return {
    metadataBase: new URL(site.url),
    title: { default: site.name, template: titleTemplate },
    description: t('description'),
    applicationName: site.name,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: '#0b2540',
  width: 'device-width',
  initialScale: 1,
  // The page may use the whole screen; the contact bar and the body keep clear of notches (env()).
  viewportFit: 'cover',
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await enterLocale(params);

  // The browser gets only what every page needs; pages with a form or the questionnaire add theirs.
  const clientMessages = await pickMessages(layoutNamespaces);
  const t = await getTranslations('Site');
  const network = await getTranslations('Network');
  const pending = await getTranslations('PendingLeads');
  const info = localeInfo[locale];
  for (const font of preloadedFonts(locale))
    preload(font, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });

  return (
    <html lang={info.iso} dir={info.dir}>
      <body>
        {/* Consent Mode's defaults (all denied): dataLayer's first entry, before any other script. */}
        <script dangerouslySetInnerHTML={{ __html: consentDefaultScript }} />
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={clientMessages}>
          <LeadCaptureProvider>{children}</LeadCaptureProvider>
          <PageServicesSlot
            copy={{
              network: { offline: network('offline'), online: network('online') },
              pending: { sent: pending('sent'), refused: pending('refused') },
            }}
          />
        </NextIntlClientProvider>
        <OrganizationJsonLd
          description={t('description')}
          url={absoluteUrl(localizedPath(locale, '/'))}
        />
      </body>
    </html>
  );
}
