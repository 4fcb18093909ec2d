import config from '@payload-config';
import { generatePageMetadata, RootPage } from '@payloadcms/next/views';
import type { Metadata } from 'next';
import { importMap } from '../importMap';

type Args = {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<Record<string, string | string[]>>;
};

export const generateMetadata = async ({ params, searchParams }: Args): Promise<Metadata> => ({
  ...(await generatePageMetadata({ config, params, searchParams })),
  robots: { index: false, follow: false },
});

/** Payload's admin (docs/content.md); the layout has checked the session. */
export default function ContentPage({ params, searchParams }: Args) {
  return RootPage({ config, params, searchParams, importMap });
}
