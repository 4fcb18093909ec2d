import config from '@payload-config';
import { generatePageMetadata, RootPage } from '@payloadcms/next/views';
import type { Metadata } from 'next';
import { requireStaff } from '@/lib/server/admin/guard';
import { importMap } from '../importMap';

type Args = {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<Record<string, string | string[]>>;
};

export const generateMetadata = async ({ params, searchParams }: Args): Promise<Metadata> => ({
  ...(await generatePageMetadata({ config, params, searchParams })),
  robots: { index: false, follow: false },
});

/**
 * Payload's admin (docs/design.md §14), behind the back office's one sign-in: no session goes to
 * /admin/sign-in, like every back-office page; Payload then knows the member through
 * lib/content/staff-strategy.ts.
 */
export default async function ContentPage({ params, searchParams }: Args) {
  await requireStaff('content.read');
  return RootPage({ config, params, searchParams, importMap });
}
