'use client';

/**
 * The site's link, behind one client boundary: server components import it from here, so
 * Turbopack builds one chunk for it rather than one per importer (issue 10).
 */
export { AppLink } from '@/components/navigation/app-link';
