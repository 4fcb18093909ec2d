import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import GlobalNotFound from '@/app/not-found';
import GlobalError from '@/app/global-error';

describe('the error pages that are documents of their own', () => {
  it('the 404 outside every language: English, status, explanation, a plain link home', () => {
    const html = renderToStaticMarkup(<GlobalNotFound />);
    expect(html).toContain('<html lang="en-US" dir="ltr">');
    expect(html).toContain('>404</p><h1>Page not found</h1>');
    expect(html).toContain('<a href="/">Go to homepage</a>');
  });

  it('the global error: its message and the way home, no status code', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('layout failed')} />);
    expect(html).toContain('<h1>An error occurred while showing the error page</h1>');
    expect(html).toContain('<a href="/">Go to homepage</a>');
    expect(html).not.toContain('500');
  });
});
