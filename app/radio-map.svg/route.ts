import { thailandMap } from '@/components/radio/thailand-geometry';

/**
 * GET /radio-map.svg — the land of the radio page's map (Thailand and its neighbours), a picture of its
 * own so the page does not carry the paths twice (HTML and RSC payload). The page asks for it with
 * `?v=<digest of the picture>`, so browsers may keep it for a year.
 */
export function GET(request: Request) {
  const map = thailandMap();
  const versioned = new URL(request.url).searchParams.get('v') === map.version;
  return new Response(map.svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    },
  });
}
