import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/server/admin/guard';

export default async function AdminHome() {
  await requireStaff('leads.read');
  redirect('/admin/leads');
}
