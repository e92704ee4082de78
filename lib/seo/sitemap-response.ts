import 'server-only';
import { getSitemapIndex } from '@/lib/api/catalogue';
import { publicOrigin } from './origin';
import { buildSitemap, sitemapEntries, sitemapPages } from './sitemap';

/** The answer of /sitemap.xml (part undefined) and /sitemap/{part}.xml; 404 for a file that does not exist. */
export async function sitemapResponse(part?: number): Promise<Response> {
  const origin = publicOrigin();
  let xml: string | null;
  try {
    xml = buildSitemap(origin, sitemapEntries(origin, sitemapPages(await getSitemapIndex())), { part });
  } catch {
    return new Response(null, { status: 503, headers: { 'retry-after': '60', 'cache-control': 'no-store' } });
  }
  if (xml === null) return new Response(null, { status: 404 });
  // Built per request (app/sitemap.xml/route.ts), from the cached catalogue: s-maxage lets a CDN (five
  // minutes) and the web server's micro-cache (a second, up to 2 MB) answer repeats without building it again.
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300, s-maxage=300' } });
}
