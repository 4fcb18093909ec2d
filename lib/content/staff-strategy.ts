import type { AuthStrategy, Payload } from 'payload';
import type { Staff } from '@/lib/server/admin/roles';

/** The auth collection that mirrors the back office's staff (collections/staff.ts). */
export const STAFF_COLLECTION = 'staff';
const STAFF_STRATEGY = 'back-office-session';

/**
 * Staff sign in once (docs/content.md): Payload asks the back office's better-auth session who
 * is there, with the same rule as every back-office page (guard.ts: session age, disabled account,
 * role, second factor). There is no Payload password and no Payload user list: the `staff`
 * collection only mirrors the signed-in member (id, e-mail, name, role, agent), written here on
 * each request where it changed, so versions and preferences can point at a row.
 */
export function backOfficeStrategy(
  staffFor: (headers: Headers) => Promise<Staff | undefined>,
): AuthStrategy {
  return {
    name: STAFF_STRATEGY,
    authenticate: async ({ headers, payload }) => {
      const staff = await staffFor(headers);
      if (!staff) return { user: null };
      const user = await mirror(payload, staff);
      return { user: { ...user, collection: STAFF_COLLECTION, _strategy: STAFF_STRATEGY } };
    },
  };
}

async function mirror(payload: Payload, staff: Staff) {
  const data = {
    email: staff.email,
    name: staff.name,
    role: staff.role,
    agentId: staff.agentId,
  };
  const found = await payload.db.findOne<Record<string, unknown> & { id: string }>({
    collection: STAFF_COLLECTION,
    where: { id: { equals: staff.id } },
  });
  if (!found) {
    return payload.db.create({ collection: STAFF_COLLECTION, data: { id: staff.id, ...data } });
  }
  const changed = (Object.keys(data) as (keyof typeof data)[]).some(
    (key) => (found[key] ?? null) !== data[key],
  );
  if (!changed) return found;
  return payload.db.updateOne({
    collection: STAFF_COLLECTION,
    id: staff.id,
    data,
  });
}
