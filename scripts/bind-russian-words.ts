// Binds ru.json's one-letter words to the next word (no-break space); run after editing Russian copy:
// npx tsx scripts/bind-russian-words.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { bindRussianOneLetterWords, mapMessageStrings } from '../lib/i18n/typography';

const file = new URL('../messages/ru.json', import.meta.url);
const messages: unknown = JSON.parse(readFileSync(file, 'utf8'));
writeFileSync(
  file,
  `${JSON.stringify(mapMessageStrings(messages, bindRussianOneLetterWords), null, 2)}\n`,
);
