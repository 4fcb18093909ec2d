import { expect } from 'vitest';
import { POST as formsRoute } from '@/app/api/forms/[form]/route';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { getLeadStore } from '@/lib/server/database/connection';
import {
  cvFiles,
  formParams,
  jsonRequest,
  multipartRequest,
  pageContext,
  requestCallLead,
} from './lead-service';

/**
 * Leads stored through the site's own routes, as a visitor sends them: the set-up of the tests
 * that then back up, restore, export, erase or age what is held (backup-restore, personal-data,
 * retention).
 */

type Headers = Record<string, string>;

/** The id of the lead a 201 answer names (the test fails on any other answer). */
async function createdLeadId(response: Response): Promise<string> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** A page form of `kind` with the page context and `fields`; returns the lead's id. */
export async function storePageForm(
  kind: string,
  fields: Record<string, string | File>,
  headers: Headers = {},
): Promise<string> {
  const request = multipartRequest(`/api/forms/${kind}`, { ...pageContext, ...fields }, headers);
  return createdLeadId(await formsRoute(request, formParams(kind)));
}

/** An application for a consultant's position with a PDF CV; returns the lead's id. */
export function storeApplication(fields: Record<string, string>, headers: Headers = {}) {
  return storePageForm(
    'career',
    { position: 'Property Consultant', ...fields, cv: cvFiles.pdf() },
    headers,
  );
}

/** A request call (`requestCallLead` with `overrides`); returns the lead's id. */
export async function storeRequestCall(
  overrides: Record<string, unknown>,
  headers: Headers = {},
): Promise<string> {
  return createdLeadId(
    await leadsRoute(jsonRequest('/api/leads', requestCallLead(overrides), headers)),
  );
}

/** The reference under which a lead's CV is kept (for `readCv`). */
export async function cvRefOf(leadId: string): Promise<string> {
  const db = await getLeadStore();
  const { cv_file } = await db
    .selectFrom('leads')
    .select('cv_file')
    .where('id', '=', leadId)
    .executeTakeFirstOrThrow();
  if (!cv_file) throw new Error(`lead ${leadId} holds no CV`);
  return cv_file;
}
