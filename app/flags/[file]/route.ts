import * as flags from 'country-flag-icons/string/3x2';
import { getCountries } from 'libphonenumber-js';

// One small SVG per country the phone widget lists (libphonenumber's), written at build time: the
// widget shows each flag as an image (`/flags/AE.svg`) instead of carrying all of them in its code
// (~51 kB gzip; issue 20).
export const dynamic = 'force-static';
export const dynamicParams = false;

const svgs: Record<string, string> = flags;

export function generateStaticParams() {
  return getCountries()
    .filter((country) => country in svgs)
    .map((country) => ({ file: `${country}.svg` }));
}

/** `GET /flags/XX.svg` → the country's 3:2 flag from country-flag-icons. */
export async function GET(_request: Request, { params }: RouteContext<'/flags/[file]'>) {
  const { file } = await params;
  const svg = svgs[file.replace(/\.svg$/, '')];
  if (!svg) return new Response('Not found', { status: 404 });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=604800, stale-while-revalidate=86400',
    },
  });
}
