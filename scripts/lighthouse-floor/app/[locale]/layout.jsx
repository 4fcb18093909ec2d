import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';

export const generateStaticParams = () => [{ locale: 'en' }];

export default async function Layout({ children, params }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
