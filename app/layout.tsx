import type { ReactNode } from 'react';
import './globals.css';
// With the globals, so every page's first paint waits on two stylesheets, not three.
import './fonts/fonts.css';

// The <html> element lives in app/[locale]/layout.tsx, where the language is known.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
