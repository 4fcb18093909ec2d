import 'server-only';
import { getLeadStore } from '../database/connection';
import type { Staff } from './roles';

/**
 * Who did something, as a reader of the back office may see it (docs/design.md §12): admin and
 * manager see a colleague's name, sales and marketing "a colleague" (or "you"); nobody but an admin
 * ever sees a staff e-mail address, and only on the staff page.
 */
export type StaffLabeller = (actor: { id?: string | null; email: string }) => string;

export async function staffLabeller(viewer: Staff): Promise<StaffLabeller> {
  const seesNames = viewer.role === 'admin' || viewer.role === 'manager';
  const db = await getLeadStore();
  const members = seesNames
    ? await db.selectFrom('staff_user').select(['id', 'email', 'name']).execute()
    : [];
  const byId = new Map(members.map((member) => [member.id, member.name]));
  const byEmail = new Map(members.map((member) => [member.email, member.name]));
  return ({ id, email }) => {
    if ((id && id === viewer.id) || email === viewer.email) return 'you';
    if (!seesNames) return 'a colleague';
    const name = (id ? byId.get(id) : undefined) ?? byEmail.get(email);
    // A name that is itself an address (accounts made before names were asked) is not shown.
    return name && !name.includes('@') ? name : 'a colleague';
  };
}
