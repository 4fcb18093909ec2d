import config from '@payload-config';
import '@payloadcms/next/css';
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts';
import type { ServerFunctionClient } from 'payload';
import type { ReactNode } from 'react';
import { requireStaff } from '@/lib/server/admin/guard';
import { importMap } from './admin/content/importMap';

// Payload's admin renders its own <html>, like app/[locale] and app/admin do (app/layout.tsx).
// Per request (the session, the nonce), never indexed: docs/design.md §12 and §14.
export const dynamic = 'force-dynamic';

const serverFunction: ServerFunctionClient = async function (args) {
  'use server';
  return handleServerFunctions({ ...args, config, importMap });
};

/**
 * Payload's admin behind the back office's one sign-in (docs/content.md): checked here, before
 * anything is sent, so no session answers a 307 to /admin/sign-in like every back-office page;
 * Payload then knows the member through lib/content/staff-strategy.ts.
 */
export default async function ContentLayout({ children }: { children: ReactNode }) {
  await requireStaff('content.read');
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  );
}
