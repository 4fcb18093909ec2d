import { NotFoundView } from '@/components/error/not-found-view';

// A notFound() thrown while a visitor navigates in the browser; first requests for unknown paths
// get app/[locale]/(simple-menu)/page-not-found (solid header) from the proxy instead.
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundView />
    </main>
  );
}
