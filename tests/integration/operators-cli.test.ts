import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { POST as questionnairesRoute } from '@/app/api/questionnaires/route';
import { csvCell } from '@/lib/server/leads-csv';
import {
  jsonRequest,
  provideTestStore,
  questionnaire,
  requestCallLead,
} from './support/lead-service';
import { operator, parseCsv } from './support/operators';

const store = provideTestStore();

// Each command starts the CLI under tsx: seconds on a busy machine.
describe('npm run leads', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    const formulaLead = requestCallLead({
      name: "Sara O'Neil-Lindqvist, Jr.",
      utm_source: '=HYPERLINK("http://evil.example","click")',
      utm_medium: '@SUM(A1:A9)',
      utm_campaign: '-2+3',
      utm_content: 'line one\n"line two", with comma',
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
      utm_content: 'line one\n"line two", with comma',
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
