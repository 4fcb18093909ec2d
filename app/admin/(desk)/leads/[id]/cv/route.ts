import path from 'node:path';
import { recordStaffAction } from '@/lib/server/admin/audit';
import { staffForRoute } from '@/lib/server/admin/guard';
import { getLeadStore } from '@/lib/server/database/connection';
import { leadCvFile } from '@/lib/server/admin/lead-file';
import { leadAccess } from '@/lib/server/admin/roles';
import { readCv } from '@/lib/server/cv-upload';

export const dynamic = 'force-dynamic';

/** A career lead's CV, behind the session (docs/design.md §12); marketing never gets one. */
export async function GET(request: Request, { params }: RouteContext<'/admin/leads/[id]/cv'>) {
  const staff = await staffForRoute(request, 'leads.read');
  if (staff instanceof Response) return staff;
  const { id } = await params;
  const file = await leadCvFile(id, leadAccess(staff));
  if (!file)
    return new Response(null, { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  const body = await readCv(file);
  if (!body)
    return new Response(null, { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  await recordStaffAction(await getLeadStore(), staff, 'read.cv', {}, id);
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `attachment; filename="cv${path.extname(file).replace(/[^.\w]/g, '')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
