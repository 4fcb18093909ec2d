import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { POST as questionnairesRoute } from '@/app/api/questionnaires/route';
import { getLeadStore, storeDialect } from '@/lib/server/database/connection';
import { csvCell } from '@/lib/server/leads-csv';
import {
  jsonRequest,
  provideTestStore,
  questionnaire,
  requestCallLead,
} from './support/lead-service';
import { operator, parseCsv } from './support/operators';

const store = provideTestStore();

// Each case starts the CLI (tsx) one or more times, and a command that names experts opens the
// content system: seconds each, up to twenty on a busy machine.
describe('npm run leads', { timeout: 240_000 }, () => {
  beforeAll(async () => {
    const formulaLead = requestCallLead({
      name: "Sara O'Neil-Lindqvist, Jr.",
      utm_source: '=HYPERLINK("http://evil.example","click")',
      utm_medium: '@SUM(A1:A9)',
      utm_campaign: '-2+3',
      utm_content: '"line two", with comma',
    });
    expect((await leadsRoute(jsonRequest('/api/leads', formulaLead))).status).toBe(201);
    expect(
      (await questionnairesRoute(jsonRequest('/api/questionnaires', questionnaire()))).status,
    ).toBe(201);
  });

  it('exports every lead kind as CSV, one row per lead, formula cells escaped', async () => {
    const file = path.join(store.dataDir, 'leads.csv');
    await operator(`npm run leads -- export > "${file}" 2>/dev/null`);
    const text = await fs.readFile(file, 'utf8');
    expect(
      text.startsWith('\uFEFFid,created_at,kind,name,phone,email,locale,page,utm_source'),
    ).toBe(true);

    const [header, ...rows] = parseCsv(text.slice(1));
    expect(rows).toHaveLength(2);
    const lead = Object.fromEntries(header!.map((column, index) => [column, rows[0]![index]]));
    expect(lead).toMatchObject({
      kind: 'request-call',
      name: "Sara O'Neil-Lindqvist, Jr.",
      phone: "'+971501234567",
      utm_source: `'=HYPERLINK("http://evil.example","click")`,
      utm_medium: "'@SUM(A1:A9)",
      utm_campaign: "'-2+3",
      utm_content: '"line two", with comma',
      quarantine: '',
      forward_status: 'not-configured',
    });
    const answers = Object.fromEntries(header!.map((column, index) => [column, rows[1]![index]]));
    expect(answers.kind).toBe('questionnaire');
    expect(JSON.parse(answers.details ?? '')).toMatchObject({ language: ['German', 'English'] });
  });

  it('exports only the leads since a date', async () => {
    const future = await operator('npm run -s leads -- export --since 2999-01-01');
    expect(parseCsv(future.slice(1))).toHaveLength(1);
    const past = await operator('npm run -s leads -- export --since 2000-01-01');
    expect(parseCsv(past.slice(1))).toHaveLength(3);
  });

  it('lists the latest leads for a quick look', async () => {
    const listing = await operator('npm run -s leads -- list');
    expect(listing).toContain("Sara O'Neil-Lindqvist, Jr.");
    expect(listing).toContain('questionnaire');
    expect(listing).toContain('2 of 2 lead(s).');
  });

  it('lists quarantined leads apart, and releases one to the CRM queue', async () => {
    const response = await leadsRoute(
      jsonRequest('/api/leads', requestCallLead({ name: 'Quick Fill', website: 'x' })),
    );
    const { data } = (await response.json()) as { data: { id: string } };
    const held = await operator('npm run -s leads -- list --quarantine');
    expect(held).toContain('Quick Fill');
    expect(held).toContain('honeypot');
    expect(held).not.toContain("Sara O'Neil");
    expect(held).toContain('1 of 1 lead(s) in quarantine.');
    const csv = parseCsv((await operator('npm run -s leads -- export --quarantine')).slice(1));
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain('honeypot');

    expect(await operator(`npm run -s leads -- release ${data.id}`)).toContain('released');
    expect(await operator('npm run -s leads -- list --quarantine')).toContain('0 of 0');
    const all = await operator('npm run -s leads -- list');
    expect(all).toContain('honeypot (released)');
    await expect(operator(`npm run -s leads -- release ${data.id}`)).rejects.toMatchObject({
      code: 1,
    });
    const db = await getLeadStore();
    const row = await db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ forward_status: 'not-configured', quarantine_reason: 'honeypot' });
    await db.deleteFrom('leads').where('id', '=', data.id).execute();
  });

  it('prints no raw control or bidi character, whatever is stored', async () => {
    const db = await getLeadStore();
    const id = '00000000-0000-4000-8000-00000000e5c0';
    // PostgreSQL cannot hold a NUL in text at all; SQLite can.
    const nul = storeDialect() === 'sqlite' ? '\u0000' : '';
    // Stored before the input rules existed: written straight to the table.
    await db
      .insertInto('leads')
      .values({
        ...(await db.selectFrom('leads').selectAll().executeTakeFirstOrThrow()),
        id,
        name: `Evil\u001b[2J${nul}Name\u202eTXT.exe\u0085`,
        idempotency_key: null,
      })
      .execute();
    try {
      const outputs = [
        await operator('npm run -s leads -- list'),
        await operator('npm run -s leads -- export'),
      ];
      for (const output of outputs) {
        expect(output).toContain(`Evil\\x1b[2J${nul ? '\\x00' : ''}Name\\u202eTXT.exe\\x85`);
        expect(output.replace(/\r\n|\n/g, '')).not.toMatch(
          /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/,
        );
      }
    } finally {
      await db.deleteFrom('leads').where('id', '=', id).execute();
    }
  });

  it('refuses a date it cannot read', async () => {
    await expect(operator('npm run -s leads -- export --since yesterday')).rejects.toMatchObject({
      code: 2,
    });
  });

  it('escapes each dangerous first character, and tabs and carriage returns before them', () => {
    expect(['=1+1', '+1', '-1', '@A1', '\t=1', '\r=1', 'plain', '1-2'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@A1",
      "'\t=1",
      '"\'\r=1"',
      'plain',
      '1-2',
    ]);
  });
});
