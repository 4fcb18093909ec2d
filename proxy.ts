import { createHash } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { consentDefaultScript } from '@/lib/consent/consent';
import { LANGUAGE_COOKIE } from '@/lib/i18n/language-cookie';
import { decideRoute } from '@/lib/i18n/route-decision';
import { adminCsp, pageCsp, RESOURCE_CSP, thirdPartiesFromEnv } from '@/lib/security/headers';
import { isDecodablePath } from '@/lib/security/decodable-path';

const parties = thirdPartiesFromEnv();
const dev = process.env.NODE_ENV === 'development';
/** The public layout's consent defaults (an inline script): per-request pages allow it by hash. */
const consentScriptHash = `'sha256-${createHash('sha256').update(consentDefaultScript).digest('base64')}'`;
/** The lead service's paths (docs/lead-service.md). */
const LEAD_SERVICE = /^\/(api(\/|$)|postback|started_chat)/;
/** Next's draft-mode cookie: staff previewing drafts (lib/content/preview.ts). */
const DRAFT_MODE_COOKIE = '__prerender_bypass';
/** The back office (docs/design.md §12): English only, outside the language routing. */
const BACK_OFFICE = /^\/admin(\/|$)/;

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // A path that cannot be decoded names no page: the client's mistake, not the server's.
  if (!isDecodablePath(pathname)) {
    const headers = { 'Cache-Control': 'no-store', 'Content-Security-Policy': RESOURCE_CSP };
    // The lead service's endpoints answer in its own shape (docs/lead-service.md).
    return LEAD_SERVICE.test(pathname)
      ? NextResponse.json({ message: 'The request could not be read' }, { status: 400, headers })
      : new NextResponse('Bad Request', { status: 400, headers });
  }
  // Rule 7: these pass untouched (they match only so an undecodable path gets its 400 above).
  if (bypassesRouting(pathname)) return NextResponse.next();
  if (BACK_OFFICE.test(pathname)) return backOffice(request);

  const decision = decideRoute({
    pathname,
    search,
    languageCookie: request.cookies.get(LANGUAGE_COOKIE.name)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    siteVariant: process.env.SITE_VARIANT,
    forceLocale: process.env.FORCE_LOCALE,
  });

  if (decision.action === 'rewrite') {
    // A staff preview renders per request too (draft mode skips the cache and its hashed policy).
    if ('perRequest' in decision || request.cookies.has(DRAFT_MODE_COOKIE)) {
      return perRequestPage(request, rewriteUrl(request, decision));
    }
    // A page already at its own path (every language but English) goes on as it is: a rewrite to
    // the same path would only make Next route the request a second time.
    const response =
      decision.pathname === pathname && decision.status === undefined
        ? NextResponse.next()
        : NextResponse.rewrite(rewriteUrl(request, decision), { status: decision.status });
    // A built page's policy comes with it from Next's cache (lib/security/page-cache-handler.mjs);
    // `next dev` renders every request and caches nothing.
    if (dev) response.headers.set('Content-Security-Policy', pageCsp([], parties, dev));
    // The bare root's answer depends on the cookie and Accept-Language: no shared cache keeps it.
    if (pathname === '/') response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }

  // decideRoute() only yields same-site paths, so the redirect stays on the visitor's origin.
  const response = NextResponse.redirect(new URL(decision.location, request.nextUrl.origin), 307);
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('Content-Security-Policy', RESOURCE_CSP);
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

function rewriteUrl(request: NextRequest, decision: { pathname: string }): URL {
  const url = new URL(request.url);
  url.pathname = decision.pathname;
  return url;
}

/**
 * Back-office answers: a per-request nonce (Next reads it from the request's policy and puts it on
 * its scripts), never kept by a cache, never indexed.
 */
function backOffice(request: NextRequest): NextResponse {
  const { policy, requestHeaders } = nonceFor(request);
  return privately(NextResponse.next({ request: { headers: requestHeaders } }), policy);
}

/**
 * The investor's manage page (docs/design.md §11): rendered per request like the back office, so
 * its scripts carry a nonce instead of build-time hashes; private and never indexed.
 */
function perRequestPage(request: NextRequest, url: URL): NextResponse {
  const { policy, requestHeaders } = nonceFor(request, [consentScriptHash]);
  return privately(NextResponse.rewrite(url, { request: { headers: requestHeaders } }), policy);
}

function nonceFor(request: NextRequest, scriptHashes: readonly string[] = []) {
  const policy = adminCsp(btoa(crypto.randomUUID()), dev, scriptHashes);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  return { policy, requestHeaders };
}

function privately(response: NextResponse, policy: string): NextResponse {
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

/** docs/design.md §3 rule 7: assets, the lead service and the crawler files are not routed. */
function bypassesRouting(pathname: string): boolean {
  return LEAD_SERVICE.test(pathname) || /^\/(_next|_vercel)\/|\./.test(pathname);
}

export const config = {
  matcher: [
    // Pages (rule 7's exceptions are left out)…
    '/((?!api/|api$|_next/|_vercel/|postback|started_chat|.*\\..*).*)',
    // …and any path with a percent sign, which Next itself answers 500 when it cannot decode it.
    '/(.*%.*)',
  ],
};
