import { staffForRoute } from '@/lib/server/admin/guard';
import { exportPerson, personFrom } from '@/lib/server/privacy/person';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * A person's data as one .tar (person.json, CVs, .eml files), admins only (docs/design.md §15).
 * POST, with the address or number in the body: it never appears in a URL or an access log.
 */
export async function POST(request: Request) {
  const staff = await staffForRoute(request, 'people.manage');
  if (staff instanceof Response) return staff;
  const form = await request.formData().catch(() => undefined);
  const person = personFrom(String(form?.get('person') ?? '').slice(0, 320));
  if (!person)
    return new Response('Give an e-mail address or a phone number.', {
      status: 400,
      headers: noStore,
    });
  const chunks: Uint8Array[] = [];
  const summary = await exportPerson(person, staff, (bytes) => chunks.push(Buffer.from(bytes)));
  return new Response(Buffer.concat(chunks), {
    headers: {
      ...noStore,
      'Content-Type': 'application/x-tar',
      'Content-Disposition': `attachment; filename="person-${summary.fingerprint.slice(0, 8)}.tar"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
