import { servers } from '../../playwright.config';

export const origin = (server: keyof typeof servers = 'site') =>
  `http://localhost:${servers[server]}`;

/** Asserts nothing on its own: fetches without following redirects so tests can read Location. */
export const noRedirect = { maxRedirects: 0 } as const;
