import NextError from 'next/error';

// Reached only by requests the proxy does not rewrite into a language (e.g. /unknown.txt).
export default function GlobalNotFound() {
  return (
    <html lang="en-US" dir="ltr">
      <body>
        <NextError statusCode={404} />
      </body>
    </html>
  );
}
