/** The four header destinations of docs/spec.md §2, in order; labels live under `Navigation`. */
export const navLinks = [
  { key: 'about', href: '/#about' },
  { key: 'services', href: '/#services' },
  { key: 'properties', href: '/properties' },
  { key: 'careers', href: '/careers' },
] as const;

/** Where the request-call buttons lead: the home page's contact section. */
export const CONTACT_HREF = '/#contact';
