import Link from 'next/link';
import type { ReactNode } from 'react';
import { currentStaff } from '@/lib/server/admin/guard';
import { may, type Permission } from '@/lib/server/admin/roles';
import { signOut } from './actions';

const sections: { href: string; label: string; permission: Permission }[] = [
  { href: '/admin/leads', label: 'Leads', permission: 'leads.read' },
  { href: '/admin/today', label: 'Today', permission: 'leads.work' },
  { href: '/admin/campaigns', label: 'Campaigns', permission: 'campaigns.read' },
  { href: '/admin/calls', label: 'Calls', permission: 'calls.read' },
  { href: '/admin/hours', label: 'Hours', permission: 'hours.edit' },
  { href: '/admin/staff', label: 'Staff', permission: 'staff.manage' },
  { href: '/admin/people', label: 'People', permission: 'people.manage' },
  { href: '/admin/content', label: 'Content', permission: 'content.read' },
  { href: '/admin/account', label: 'Account', permission: 'account.self' },
];

/** The bar of the signed-in desk. Links are a convenience: every page checks the role itself. */
export default async function DeskLayout({ children }: { children: ReactNode }) {
  const staff = await currentStaff();
  return (
    <>
      {staff && (
        <nav className="admin-bar" aria-label="Back office">
          {sections
            .filter((section) => may(staff.role, section.permission))
            .map((section) => (
              <Link key={section.href} href={section.href}>
                {section.label}
              </Link>
            ))}
          <span className="admin-who">
            {staff.email} · {staff.role}
          </span>
          <form action={signOut}>
            <button type="submit">Sign out</button>
          </form>
        </nav>
      )}
      <main className="admin-main">{children}</main>
    </>
  );
}
