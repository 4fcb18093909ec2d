import type { Locale } from '@/lib/i18n/locales';

/**
 * Developers' names where a language writes them in its own script: Arabic pages name Emaar
 * "إعمار" as its own Arabic copy and the Gulf press do (docs/style-sheet.md, ar). The other
 * languages write the developer's name as the listing holds it, and so does Arabic for a developer
 * missing here.
 */
const developerNames: Partial<Record<Locale, Record<string, string>>> = {
  ar: {
    'Aldar Properties': 'الدار العقارية',
    Binghatti: 'بن غاطي',
    'Danube Properties': 'دانوب العقارية',
    'Ellington Properties': 'إلينغتون العقارية',
    'Emaar Properties': 'إعمار العقارية',
    Nakheel: 'نخيل',
    'Select Group': 'مجموعة سيلكت',
    'Sobha Realty': 'شوبا العقارية',
  },
};

/** The developer's name as the page's language writes it. */
export function developerName(name: string, locale: Locale): string {
  const names = developerNames[locale];
  return names && Object.hasOwn(names, name) ? names[name]! : name;
}
