import { NextResponse, type NextRequest } from 'next/server';
import { LANGUAGE_COOKIE } from '@/lib/i18n/language-cookie';
import { decideRoute } from '@/lib/i18n/route-decision';

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const decision = decideRoute({
    pathname,
    search,
    languageCookie: request.cookies.get(LANGUAGE_COOKIE.name)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    siteVariant: process.env.SITE_VARIANT,
    forceLocale: process.env.FORCE_LOCALE,
  });

  if (decision.action === 'rewrite') {
    const url = request.nextUrl.clone();
    url.pathname = decision.pathname;
    return NextResponse.rewrite(url, { status: decision.status });
  }

  // decideRoute() only yields same-site paths, so the redirect stays on the visitor's origin.
  const response = NextResponse.redirect(new URL(decision.location, request.nextUrl.origin), 307);
  response.headers.set('Cache-Control', 'private, no-store');
  if (decision.setLanguageCookie) {
    response.cookies.set(LANGUAGE_COOKIE.name, decision.setLanguageCookie, {
      maxAge: LANGUAGE_COOKIE.maxAgeSeconds,
      path: '/',
      sameSite: 'lax',
      secure: LANGUAGE_COOKIE.secure,
    });
  }
  return response;
}

export const config = {
  // Rule 7: assets, the lead service and the crawler files never pass through the proxy.
  matcher: ['/((?!api/|api$|_next/|_vercel/|postback|started_chat|.*\\..*).*)'],
};
