import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** next-intl's navigation for the site's routing: links and the router add the page's language. */
export const { Link, useRouter } = createNavigation(routing);
