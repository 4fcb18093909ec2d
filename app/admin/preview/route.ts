import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { previewPages, type PreviewCollection } from '@/lib/content/preview';
import { locales, localizedPath } from '@/lib/i18n/locales';
import { staffForRoute } from '@/lib/server/admin/guard';
import { LISTING_SLUG } from '@/lib/listings';

const previewQuery = z.object({
  collection: z.enum(Object.keys(previewPages) as [PreviewCollection]),
  slug: z.string().max(100).regex(LISTING_SLUG),
  locale: z.enum(locales).default('en'),
});

/**
 * The editor's Preview button (lib/content/preview.ts): signed-in staff only (the back office's
 * one guard); turns on draft mode and shows the document's page in the language being edited.
 */
export async function GET(request: Request) {
  const staff = await staffForRoute(request, 'content.read');
  if (staff instanceof Response) return staff;
  const query = previewQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    return new NextResponse(`Nothing to preview: ${z.prettifyError(query.error)}`, { status: 400 });
  }
  const { collection, slug, locale } = query.data;
  (await draftMode()).enable();
  const page = localizedPath(locale, previewPages[collection](slug));
  return NextResponse.redirect(new URL(page, request.url), 303);
}

/** A page of this site (never `//elsewhere`), to go back to after the preview. */
const sitePage = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[^\\\s]*$/);

/** The preview banner's "Leave preview" (components/content/preview-banner.tsx): the page as visitors see it. */
export async function POST(request: Request) {
  const staff = await staffForRoute(request, 'content.read');
  if (staff instanceof Response) return staff;
  const form = await request.formData().catch(() => undefined);
  const page = sitePage.safeParse(form?.get('page'));
  (await draftMode()).disable();
  return NextResponse.redirect(new URL(page.success ? page.data : '/', request.url), 303);
}
