import { thailandMap } from '@/components/radio/thailand-geometry';

/**
 * GET /radio-map.svg — the land of the radio page's map (Thailand and its neighbours), a picture of its
 * own so the page does not carry the paths twice (HTML and RSC payload). The page asks for it with
 * `?v=<digest of the picture>`, so browsers may keep it for a year; any other address is revalidated.
 */
export function GET(request: Request) {
  const map = thailandMap();
  const versioned = new URL(request.url).searchParams.get('v') === map.version;
  return new Response(map.svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      // Another version (a page of an older or newer build, during a rolling deploy) is not stored
      // under its address: the picture answered may not be the one that page asked for.
      'cache-control': versioned ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}
