import { notFound } from 'next/navigation';

// Any path no page matches renders the localized 404 of app/[locale]/not-found.tsx.
export default function CatchAll() {
  notFound();
}
