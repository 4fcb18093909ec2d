import Link from 'next/link';

// Reached only by requests the proxy does not route into a language (e.g. /unknown.txt), so it
// cannot know the visitor's language: English, the site's default, with the page-level wording.
export default function GlobalNotFound() {
  return (
    <html lang="en-US" dir="ltr">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '20vh 24px' }}
      >
        <p style={{ fontSize: '4rem', fontWeight: 800, margin: 0 }}>404</p>
        <h1>Page not found</h1>
        <p>Something went wrong or this page doesn&apos;t exist.</p>
        <Link href="/">Go to homepage</Link>
      </body>
    </html>
  );
}
