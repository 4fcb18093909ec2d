import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { dubaiTimeZone } from '@/lib/booking/rules';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Dates on the site are the brokerage's dates: Dubai time, whatever the server's zone.
    timeZone: dubaiTimeZone,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
