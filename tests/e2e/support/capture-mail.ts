/**
 * The end-to-end run's mail server (issue 17): the site's SMTP_URL points here, and each message
 * it is sent is written as one JSON file under the directory given, where the specs read it.
 * `npx tsx tests/e2e/support/capture-mail.ts PORT DIR`
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CaptureSmtp } from '../../integration/support/capture-smtp';

const port = Number(process.argv[2]);
const directory = process.argv[3] ?? '';
if (!port || !directory) throw new Error('usage: capture-mail.ts PORT DIR');
rmSync(directory, { recursive: true, force: true });
mkdirSync(directory, { recursive: true });

const smtp = new CaptureSmtp(port);
const received = smtp.received;
// Written as each message arrives: the spec polls the directory.
received.push = (...mails) => {
  for (const mail of mails) {
    const name = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`;
    writeFileSync(path.join(directory, name), JSON.stringify({ to: mail.to, text: mail.text }));
  }
  return received.length;
};
void smtp.start().then(() => {
  console.log(`capture mail server on ${smtp.url}, writing to ${directory}`);
});
