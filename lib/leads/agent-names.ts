import type { Locale } from '@/lib/i18n/locales';

/**
 * The agents' names in the scripts whose pages write people's names in their own letters (Arabic,
 * Hebrew, Korean and Russian: the video's presenter, the roadshow speakers, the club's members),
 * keyed by the name as the agent directory holds it (the CRM or the seed). The other languages
 * write the directory's name as it is, and so do these for a name missing here (a new CRM agent).
 * One table until the experts' profiles come from the content system; the video page's presenter
 * (`VideoPage.presenter.name`) agrees with it (tests/unit/lib/leads/agent-names.test.ts).
 */
export const agentNames: Record<string, Partial<Record<Locale, string>>> = {
  'Layla Haddad': { ar: 'ليلى حداد', he: 'ליילה חדאד', ko: '라일라 하다드', ru: 'Лейла Хаддад' },
  'Dmitri Volkov': {
    ar: 'دميتري فولكوف',
    he: 'דמיטרי וולקוב',
    ko: '드미트리 볼코프',
    ru: 'Дмитрий Волков',
  },
  'Noa Ben-David': {
    ar: 'نوعا بن دافيد',
    he: 'נועה בן דוד',
    ko: '노아 벤다비드',
    ru: 'Ноа Бен-Давид',
  },
  'Sophie van den Berg': {
    ar: 'صوفي فان دن برغ',
    he: 'סופי ואן דן ברג',
    ko: '소피 판덴베르흐',
    ru: 'Софи ван ден Берг',
  },
  'Carlos Ortega': {
    ar: 'كارلوس أورتيغا',
    he: 'קרלוס אורטגה',
    ko: '카를로스 오르테가',
    ru: 'Карлос Ортега',
  },
  // Korean and Russian write a Korean name family name first.
  'Ji-won Park': { ar: 'جي وون بارك', he: 'ג׳י־וון פארק', ko: '박지원', ru: 'Пак Джи Вон' },
  'Andrei Popescu': {
    ar: 'أندريه بوبيسكو',
    he: 'אנדריי פופסקו',
    ko: '안드레이 포페스쿠',
    ru: 'Андрей Попеску',
  },
  'Mehmet Yılmaz': {
    ar: 'محمد يلماز',
    he: 'מהמט ילמאז',
    ko: '메흐메트 일마즈',
    ru: 'Мехмет Йылмаз',
  },
  'Giulia Conti': { ar: 'جوليا كونتي', he: 'ג׳וליה קונטי', ko: '줄리아 콘티', ru: 'Джулия Конти' },
  // Korean and Russian write a Chinese name family name first, as the Taiwan roadshow's speakers.
  'Wei-Lin Chen': { ar: 'وي لين تشين', he: 'ויי־לין צ׳ן', ko: '천웨이린', ru: 'Чэнь Вэйлинь' },
};

/** The agent's name as the page's language writes it: the directory's name where it has none. */
export function agentName(name: string, locale: string): string {
  return (Object.hasOwn(agentNames, name) && agentNames[name]?.[locale as Locale]) || name;
}
