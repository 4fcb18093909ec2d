import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './admin.css';
import './admin-work.css';

// docs/design.md §12: rendered per request (the session, the nonce), never indexed, English only.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s | Back office' },
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="admin">{children}</body>
    </html>
  );
}
