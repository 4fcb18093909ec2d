/**
 * Spoken languages offered by the questionnaire's contact step: ISO 639 code → English and native
 * name. Native names are how speakers write them; the page shows each in its own language too
 * (`Intl.DisplayNames`), and the filter matches all three. The lead carries the English name.
 */
export type LanguageName = { english: string; native: string };

export const languages = {
  aa: { english: 'Afar', native: 'Afaraf' },
  ab: { english: 'Abkhazian', native: 'Аҧсуа' },
  af: { english: 'Afrikaans', native: 'Afrikaans' },
  ak: { english: 'Akan', native: 'Akan' },
  am: { english: 'Amharic', native: 'አማርኛ' },
  an: { english: 'Aragonese', native: 'Aragonés' },
  ar: { english: 'Arabic', native: 'العربية' },
  as: { english: 'Assamese', native: 'অসমীয়া' },
  av: { english: 'Avaric', native: 'Авар' },
  ay: { english: 'Aymara', native: 'Aymar aru' },
  az: { english: 'Azerbaijani', native: 'azərbaycan' },
  ba: { english: 'Bashkir', native: 'башҡорт' },
  be: { english: 'Belarusian', native: 'беларуская' },
  bg: { english: 'Bulgarian', native: 'български' },
  bi: { english: 'Bislama', native: 'Bislama' },
  bm: { english: 'Bambara', native: 'bamanakan' },
  bn: { english: 'Bangla', native: 'বাংলা' },
  bo: { english: 'Tibetan', native: 'བོད་སྐད་' },
  br: { english: 'Breton', native: 'brezhoneg' },
  bs: { english: 'Bosnian', native: 'bosanski' },
  ca: { english: 'Catalan', native: 'català' },
  ce: { english: 'Chechen', native: 'нохчийн' },
  ch: { english: 'Chamorro', native: 'Chamoru' },
  co: { english: 'Corsican', native: 'Corsu' },
  cs: { english: 'Czech', native: 'čeština' },
  cu: { english: 'Church Slavic', native: 'Словѣньскъ' },
  cv: { english: 'Chuvash', native: 'чӑваш чӗлхи' },
  cy: { english: 'Welsh', native: 'Cymraeg' },
  da: { english: 'Danish', native: 'dansk' },
  de: { english: 'German', native: 'Deutsch' },
  dv: { english: 'Divehi', native: 'ދިވެހި' },
  dz: { english: 'Dzongkha', native: 'རྫོང་ཁ' },
  ee: { english: 'Ewe', native: 'eʋegbe' },
  el: { english: 'Greek', native: 'Ελληνικά' },
  en: { english: 'English', native: 'English' },
  eo: { english: 'Esperanto', native: 'Esperanto' },
  es: { english: 'Spanish', native: 'español' },
  et: { english: 'Estonian', native: 'eesti' },
  eu: { english: 'Basque', native: 'euskara' },
  fa: { english: 'Persian', native: 'فارسی' },
  ff: { english: 'Fula', native: 'Pulaar' },
  fi: { english: 'Finnish', native: 'suomi' },
  fj: { english: 'Fijian', native: 'Vosa Vakaviti' },
  fo: { english: 'Faroese', native: 'føroyskt' },
  fr: { english: 'French', native: 'français' },
  fy: { english: 'Western Frisian', native: 'Frysk' },
  ga: { english: 'Irish', native: 'Gaeilge' },
  gd: { english: 'Scottish Gaelic', native: 'Gàidhlig' },
  gl: { english: 'Galician', native: 'galego' },
  gn: { english: 'Guarani', native: "Avañe'ẽ" },
  gu: { english: 'Gujarati', native: 'ગુજરાતી' },
  gv: { english: 'Manx', native: 'Gaelg' },
  ha: { english: 'Hausa', native: 'Hausa' },
  he: { english: 'Hebrew', native: 'עברית' },
  hi: { english: 'Hindi', native: 'हिन्दी' },
  ho: { english: 'Hiri Motu', native: 'Hiri Motu' },
  hr: { english: 'Croatian', native: 'hrvatski' },
  ht: { english: 'Haitian Creole', native: 'Kreyòl ayisyen' },
  hu: { english: 'Hungarian', native: 'magyar' },
  hy: { english: 'Armenian', native: 'հայերեն' },
  hz: { english: 'Herero', native: 'Otjiherero' },
  ia: { english: 'Interlingua', native: 'interlingua' },
  id: { english: 'Indonesian', native: 'Indonesia' },
  ig: { english: 'Igbo', native: 'Asụsụ Igbo' },
  ii: { english: 'Sichuan Yi', native: 'ꆈꌠꉙ' },
  ik: { english: 'Inupiaq', native: 'Iñupiaq' },
  io: { english: 'Ido', native: 'Ido' },
  is: { english: 'Icelandic', native: 'íslenska' },
  it: { english: 'Italian', native: 'italiano' },
  iu: { english: 'Inuktitut', native: 'ᐃᓄᒃᑎᑐᑦ' },
  ja: { english: 'Japanese', native: '日本語' },
  jv: { english: 'Javanese', native: 'Jawa' },
  ka: { english: 'Georgian', native: 'ქართული' },
  kg: { english: 'Kongo', native: 'Kikongo' },
  ki: { english: 'Kikuyu', native: 'Gikuyu' },
  kj: { english: 'Kuanyama', native: 'Kuanyama' },
  kk: { english: 'Kazakh', native: 'қазақ тілі' },
  kl: { english: 'Kalaallisut', native: 'kalaallisut' },
  km: { english: 'Khmer', native: 'ខ្មែរ' },
  kn: { english: 'Kannada', native: 'ಕನ್ನಡ' },
  ko: { english: 'Korean', native: '한국어' },
  kr: { english: 'Kanuri', native: 'Kanuri' },
  ks: { english: 'Kashmiri', native: 'کٲشُر' },
  ku: { english: 'Kurdish', native: 'kurdî (kurmancî)' },
  kv: { english: 'Komi', native: 'Коми' },
  kw: { english: 'Cornish', native: 'kernewek' },
  ky: { english: 'Kyrgyz', native: 'кыргызча' },
  la: { english: 'Latin', native: 'Latina' },
  lb: { english: 'Luxembourgish', native: 'Lëtzebuergesch' },
  lg: { english: 'Ganda', native: 'Luganda' },
  li: { english: 'Limburgish', native: 'Limburgs' },
  ln: { english: 'Lingala', native: 'lingála' },
  lo: { english: 'Lao', native: 'ລາວ' },
  lt: { english: 'Lithuanian', native: 'lietuvių' },
  lu: { english: 'Luba-Katanga', native: 'Tshiluba' },
  lv: { english: 'Latvian', native: 'latviešu' },
  mg: { english: 'Malagasy', native: 'Malagasy' },
  mh: { english: 'Marshallese', native: 'Kajin M̧ajeļ' },
  mi: { english: 'Māori', native: 'Te reo Māori' },
  mk: { english: 'Macedonian', native: 'македонски' },
  ml: { english: 'Malayalam', native: 'മലയാളം' },
  mn: { english: 'Mongolian', native: 'монгол' },
  mr: { english: 'Marathi', native: 'मराठी' },
  ms: { english: 'Malay', native: 'Melayu' },
  mt: { english: 'Maltese', native: 'Malti' },
  my: { english: 'Burmese', native: 'မြန်မာ' },
  na: { english: 'Nauru', native: 'Dorerin Naoero' },
  nb: { english: 'Norwegian Bokmål', native: 'norsk bokmål' },
  nd: { english: 'North Ndebele', native: 'isiNdebele' },
  ne: { english: 'Nepali', native: 'नेपाली' },
  ng: { english: 'Ndonga', native: 'Owambo' },
  nl: { english: 'Dutch', native: 'Nederlands' },
  nn: { english: 'Norwegian Nynorsk', native: 'norsk nynorsk' },
  no: { english: 'Norwegian', native: 'norsk' },
  nr: { english: 'South Ndebele', native: 'isiNdebele' },
  nv: { english: 'Navajo', native: 'Diné bizaad' },
  ny: { english: 'Nyanja', native: 'Chichewa' },
  oc: { english: 'Occitan', native: 'occitan' },
  oj: { english: 'Ojibwa', native: 'ᐊᓂᔑᓈᐯᒧᐎᓐ' },
  om: { english: 'Oromo', native: 'Oromoo' },
  or: { english: 'Odia', native: 'ଓଡ଼ିଆ' },
  os: { english: 'Ossetic', native: 'ирон' },
  pa: { english: 'Punjabi', native: 'ਪੰਜਾਬੀ' },
  pi: { english: 'Pali', native: 'पाऴि' },
  pl: { english: 'Polish', native: 'polski' },
  ps: { english: 'Pashto', native: 'پښتو' },
  pt: { english: 'Portuguese', native: 'português' },
  qu: { english: 'Quechua', native: 'Runasimi' },
  rm: { english: 'Romansh', native: 'rumantsch' },
  rn: { english: 'Rundi', native: 'Ikirundi' },
  ro: { english: 'Romanian', native: 'română' },
  ru: { english: 'Russian', native: 'русский' },
  rw: { english: 'Kinyarwanda', native: 'Ikinyarwanda' },
  sa: { english: 'Sanskrit', native: 'संस्कृत भाषा' },
  sc: { english: 'Sardinian', native: 'sardu' },
  sd: { english: 'Sindhi', native: 'سنڌي' },
  se: { english: 'Northern Sami', native: 'davvisámegiella' },
  sg: { english: 'Sango', native: 'Sängö' },
  si: { english: 'Sinhala', native: 'සිංහල' },
  sk: { english: 'Slovak', native: 'slovenčina' },
  sl: { english: 'Slovenian', native: 'slovenščina' },
  sm: { english: 'Samoan', native: 'Gagana Samoa' },
  sn: { english: 'Shona', native: 'chiShona' },
  so: { english: 'Somali', native: 'Soomaali' },
  sq: { english: 'Albanian', native: 'shqip' },
  sr: { english: 'Serbian', native: 'српски' },
  ss: { english: 'Swati', native: 'SiSwati' },
  st: { english: 'Southern Sotho', native: 'Sesotho' },
  su: { english: 'Sundanese', native: 'Basa Sunda' },
  sv: { english: 'Swedish', native: 'svenska' },
  sw: { english: 'Swahili', native: 'Kiswahili' },
  ta: { english: 'Tamil', native: 'தமிழ்' },
  te: { english: 'Telugu', native: 'తెలుగు' },
  tg: { english: 'Tajik', native: 'тоҷикӣ' },
  th: { english: 'Thai', native: 'ไทย' },
  ti: { english: 'Tigrinya', native: 'ትግርኛ' },
  tk: { english: 'Turkmen', native: 'türkmen dili' },
  tl: { english: 'Filipino', native: 'Tagalog' },
  tn: { english: 'Tswana', native: 'Setswana' },
  to: { english: 'Tongan', native: 'lea fakatonga' },
  tr: { english: 'Turkish', native: 'Türkçe' },
  ts: { english: 'Tsonga', native: 'Xitsonga' },
  tt: { english: 'Tatar', native: 'татар' },
  tw: { english: 'Akan', native: 'Twi' },
  ty: { english: 'Tahitian', native: 'Reo Tahiti' },
  ug: { english: 'Uyghur', native: 'ئۇيغۇرچە' },
  uk: { english: 'Ukrainian', native: 'українська' },
  ur: { english: 'Urdu', native: 'اردو' },
  uz: { english: 'Uzbek', native: 'o‘zbek' },
  ve: { english: 'Venda', native: 'Tshivenḓa' },
  vi: { english: 'Vietnamese', native: 'Tiếng Việt' },
  vo: { english: 'Volapük', native: 'Volapük' },
  wa: { english: 'Walloon', native: 'Walon' },
  wo: { english: 'Wolof', native: 'Wolof' },
  xh: { english: 'Xhosa', native: 'IsiXhosa' },
  yi: { english: 'Yiddish', native: 'ייִדיש' },
  yo: { english: 'Yoruba', native: 'Èdè Yorùbá' },
  za: { english: 'Zhuang', native: 'Vahcuengh' },
  zh: { english: 'Chinese', native: '中文' },
  zu: { english: 'Zulu', native: 'isiZulu' },
  yue: { english: 'Cantonese', native: '粵語' },
  haw: { english: 'Hawaiian', native: 'ʻŌlelo Hawaiʻi' },
  fil: { english: 'Filipino', native: 'Filipino' },
  ceb: { english: 'Cebuano', native: 'Binisaya' },
  hmn: { english: 'Hmong', native: 'Hmoob' },
} as const satisfies Record<string, LanguageName>;

export type LanguageCode = keyof typeof languages;

export const languageCodes = Object.keys(languages) as LanguageCode[];

/** Case- and accent-insensitive form used for matching. */
function foldForSearch(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

/** A spoken language as a page shows it: its name in the page's language, and its own. */
export type SpokenLanguage = LanguageName & { code: LanguageCode; name: string };

/**
 * Every language named in `locale` by the platform (`Intl.DisplayNames`; the English name where it
 * has none), in that language's alphabetical order: a German visitor reads and finds "Englisch".
 */
export function spokenLanguagesIn(locale: string): SpokenLanguage[] {
  const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
  const collator = new Intl.Collator(locale);
  return languageCodes
    .map((code) => ({ code, ...languages[code], name: names.of(code) ?? languages[code].english }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The languages whose name in the page's language, native name or English name contains the typed
 * text: those whose name is the typed text first, then those whose name starts with it, then the
 * rest, each group in list order ("русский" finds русский before белорусский). An empty query
 * matches everything.
 */
export function filterLanguages(query: string, list: readonly SpokenLanguage[]): SpokenLanguage[] {
  const needle = foldForSearch(query);
  if (!needle) return [...list];
  const rank = ({ name, native, english }: SpokenLanguage) => {
    const names = [name, native, english].map(foldForSearch);
    if (names.some((written) => written === needle)) return 0;
    if (names.some((written) => written.startsWith(needle))) return 1;
    return names.some((written) => written.includes(needle)) ? 2 : 3;
  };
  return list
    .map((language, index) => ({ language, index, rank: rank(language) }))
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ language }) => language);
}
