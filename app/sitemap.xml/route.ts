import { sitemapResponse } from '@/lib/seo/sitemap-response';

// Per request, as robots.txt: the public origin comes from the running server's environment. The start
// script builds with the backend up, and without this Next wrote the sitemap at build time, with the
// build's origin, and served that file after every later start (an e2e run after a bench build got
// http://localhost:3600 in every <loc>).
export const dynamic = 'force-dynamic';

/**
 * GET /sitemap.xml — every public page and catalogue item in Thai and English with hreflang
 * alternates; past 50,000 URLs a sitemap index of /sitemap/{n}.xml files. A route handler
 * because Next's sitemap file convention writes no sitemap index.
 */
export function GET() {
  return sitemapResponse();
}
