import { sitemapResponse } from '@/lib/seo/sitemap-response';

/**
 * GET /sitemap.xml — every public page and catalogue item in Thai and English with hreflang
 * alternates; past 50,000 URLs a sitemap index of /sitemap/{n}.xml files. A route handler
 * because Next's sitemap file convention writes no sitemap index.
 */
export function GET() {
  return sitemapResponse();
}
