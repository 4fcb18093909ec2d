import { ErrorDocument } from '@/components/error/error-document';

// Reached only by requests the proxy does not route into a language (e.g. /unknown.txt), so it
// cannot know the visitor's language: English, the site's default, with the page-level wording.
export default function GlobalNotFound() {
  return (
    <ErrorDocument
      lang="en-US"
      dir="ltr"
      status={404}
      title="Page not found"
      text="Something went wrong or this page doesn't exist."
      home={{ href: '/', label: 'Go to homepage' }}
    />
  );
}
