import { describe, expect, it } from 'vitest';
import { callInvitation } from '@/lib/server/mail/calendar';

/**
 * A strict RFC 5545 reader, as a careful calendar would be: content lines of at most 75 octets
 * folded with CRLF + one space or tab, `name *(";" param) ":" value`, parameter values as paramtext
 * or a quoted-string (no DQUOTE, no control character, no escapes), TEXT values whose every
 * backslash escapes one of `\ ; , n N` and with no bare `;` or `,`. Anything else throws.
 */
type ContentLine = { name: string; params: Record<string, string[]>; value: string };

const controls = /[\u0000-\u0008\u000a-\u001f\u007f]/;

function unfold(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  for (const physical of text.slice(0, -2).split('\r\n')) {
    if (Buffer.byteLength(physical) > 75) throw new Error(`line over 75 octets: ${physical}`);
    if (/\r|\n/.test(physical)) throw new Error(`bare CR or LF: ${JSON.stringify(physical)}`);
  }
  return text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
}

function parseLine(line: string): ContentLine {
  const name = /^[A-Za-z0-9-]+/.exec(line)?.[0];
  if (!name) throw new Error(`no property name: ${line}`);
  let rest = line.slice(name.length);
  const params: Record<string, string[]> = {};
  while (rest.startsWith(';')) {
    const paramName = /^;([A-Za-z0-9-]+)=/.exec(rest);
    if (!paramName) throw new Error(`bad parameter: ${rest}`);
    rest = rest.slice(paramName[0].length);
    const values: string[] = [];
    for (;;) {
      const value = rest.startsWith('"')
        ? /^"([^"\u0000-\u0008\u000a-\u001f\u007f]*)"/.exec(rest)
        : /^([^";:,\u0000-\u0008\u000a-\u001f\u007f]*)/.exec(rest);
      if (!value) throw new Error(`bad parameter value: ${rest}`);
      values.push(value[1]!);
      rest = rest.slice(value[0].length);
      if (!rest.startsWith(',')) break;
      rest = rest.slice(1);
    }
    params[paramName[1]!.toUpperCase()] = values;
  }
  if (!rest.startsWith(':')) throw new Error(`no value after the parameters: ${rest}`);
  const value = rest.slice(1);
  if (controls.test(value)) throw new Error(`control character in a value: ${line}`);
  return { name: name.toUpperCase(), params, value };
}

function readText(value: string): string {
  let text = '';
  for (let index = 0; index < value.length; index++) {
    const character = value[index]!;
    if (character === ';' || character === ',') throw new Error(`bare ${character}: ${value}`);
    if (character !== '\\') {
      text += character;
      continue;
    }
    const escaped = value[++index];
    if (escaped === 'n' || escaped === 'N') text += '\n';
    else if (escaped === '\\' || escaped === ';' || escaped === ',') text += escaped;
    else throw new Error(`unknown escape \\${escaped}: ${value}`);
  }
  return text;
}

function parseCalendar(text: string): ContentLine[] {
  const lines = unfold(text).map(parseLine);
  expect(lines[0]).toMatchObject({ name: 'BEGIN', value: 'VCALENDAR' });
  expect(lines.at(-1)).toMatchObject({ name: 'END', value: 'VCALENDAR' });
  for (const line of lines)
    if (['SUMMARY', 'DESCRIPTION'].includes(line.name)) readText(line.value);
  return lines;
}

const hostileNames = [
  'x";CN="Evil":mailto:attacker@evil.example;X="',
  'Evil\r\nATTENDEE:mailto:attacker@evil.example',
  'Back\\slash; semi, comma: colon',
  'Lone\rcarriage\u0000null\u007fdel\ttab',
  'عبد الرحمن بن عبد العزيز آل سعود من دبي الإمارات العربية المتحدة',
  '김민준 이서연 박지호 최수아 정도윤 강하은 조시우 윤지유 장서준',
  '"',
];

function invitation(name: string) {
  const { content } = callInvitation({
    leadId: '7d4a3c52-1b9e-4f6a-9a65-0d3b2f7e8c11',
    sequence: 0,
    slot: { date: '2030-01-08', time: '14:00' },
    cancelled: false,
    title: `Meridian Gate: ${name} / Layla Haddad`,
    description: `Dubai Insiders Club: ${name} and Layla Haddad`,
    expert: { name: 'Layla Haddad', email: 'layla@meridiangate.test' },
    investor: { name, email: 'investor@example.com' },
  });
  return String(content);
}

describe('the call invitation (.ics)', () => {
  it.each(hostileNames)('stays valid RFC 5545 with the investor named %j', (name) => {
    const lines = parseCalendar(invitation(name));
    const attendees = lines.filter((line) => line.name === 'ATTENDEE');
    expect(attendees.map((line) => line.value)).toEqual([
      'mailto:layla@meridiangate.test',
      'mailto:investor@example.com',
    ]);
    expect(attendees.map((line) => Object.keys(line.params).sort())).toEqual([
      ['CN', 'ROLE', 'RSVP'],
      ['CN', 'ROLE', 'RSVP'],
    ]);
    // No address but the two: the attacker's text stays inside the CN and the TEXT values.
    const elsewhere = lines.filter(
      (line) => !['SUMMARY', 'DESCRIPTION'].includes(line.name) && /attacker/.test(line.value),
    );
    expect(elsewhere).toEqual([]);
    // The name is still there, readable, in the summary.
    const summary = readText(lines.find((line) => line.name === 'SUMMARY')!.value);
    expect(summary).toContain('Layla Haddad');
    expect(summary).not.toMatch(/[\r\u0000]/);
  });

  it('keeps a plain name as it is', () => {
    const lines = parseCalendar(invitation('Amira Saleh'));
    const investor = lines.filter((line) => line.name === 'ATTENDEE')[1]!;
    expect(investor.params.CN).toEqual(['Amira Saleh']);
    expect(readText(lines.find((line) => line.name === 'SUMMARY')!.value)).toBe(
      'Meridian Gate: Amira Saleh / Layla Haddad',
    );
  });
});
