import 'server-only';

/**
 * The site's origin for links the server writes at run time (staff mail, the back office): read
 * from SITE_URL when the link is made, not when the module was built, so a build made without it
 * still mails the real address once the server runs with it (docs/design.md §10).
 */
export function runtimeSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const key = 'SITE_URL';
  return (env[key]?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
}

/** The start-up warning of a production server without SITE_URL (links would name localhost). */
export function siteUrlRuntimeWarning(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const key = 'SITE_URL';
  if (env.NODE_ENV !== 'production' || env[key]?.trim()) return undefined;
  return 'SITE_URL is not set: staff mail and invitations link to http://localhost:3000';
}
