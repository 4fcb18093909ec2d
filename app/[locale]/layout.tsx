import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Toaster } from 'react-hot-toast';
import '@fontsource-variable/noto-sans/wght.css';
import '@fontsource-variable/noto-sans-hebrew/wght.css';
import '@fontsource-variable/noto-sans-arabic/wght.css';
import { routing } from '@/lib/i18n/routing';
import { layoutNamespaces, pickMessages } from '@/lib/i18n/client-messages';
import { enterLocale } from '@/lib/i18n/request-locale';
import { localeInfo, localizedPath } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo';
import { site } from '@/lib/site';
import { ChunkLoadGuard } from '@/components/app/chunk-load-guard';
import { NetworkStatus } from '@/components/app/network-status';
import { ProgressBar } from '@/components/app/progress-bar';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { LeadCaptureProvider } from '@/components/lead-capture/lead-capture-provider';
import { TagManager } from '@/components/analytics/tag-manager';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'Site' });
  return {
    metadataBase: new URL(site.url),
    title: { default: site.name, template: `%s | ${site.name}` },
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
  const info = localeInfo[locale];

  return (
    <html lang={info.iso} dir={info.dir}>
      <body>
        {/* React hoists this into <head>; only Korean pages pay for Korean glyphs. */}
        {locale === 'ko' && (
          // eslint-disable-next-line @next/next/no-css-tags -- a static file from scripts/copy-fonts.mjs
          <link rel="stylesheet" href="/fonts/kr/noto-sans-kr.css" precedence="default" />
        )}
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <LeadCaptureProvider>{children}</LeadCaptureProvider>
          <ProgressBar />
          <NetworkStatus />
          <ChunkLoadGuard />
          <TagManager />
          <Toaster position="bottom-right" toastOptions={{ duration: 3000 }} />
        </NextIntlClientProvider>
        <OrganizationJsonLd
          description={t('description')}
          url={absoluteUrl(localizedPath(locale, '/'))}
        />
      </body>
    </html>
  );
}
