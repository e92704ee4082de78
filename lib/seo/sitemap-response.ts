import 'server-only';
import { getSitemapIndex } from '@/lib/api/catalogue';
import { publicOrigin } from './origin';
import { createSitemapMemo } from './sitemap-memo';

const sitemaps = createSitemapMemo();

/** The answer of /sitemap.xml (part undefined) and /sitemap/{part}.xml; 404 for a file that does not exist. */
export async function sitemapResponse(part?: number): Promise<Response> {
  const origin = publicOrigin();
  let xml: string | null;
  try {
    xml = sitemaps.get(origin, await getSitemapIndex(), part);
  } catch {
    return new Response(null, { status: 503, headers: { 'retry-after': '60', 'cache-control': 'no-store' } });
  }
  if (xml === null) return new Response(null, { status: 404 });
  // Answered per request (app/sitemap.xml/route.ts) from the cached catalogue, built again only when that
  // changed (sitemap-memo.ts); s-maxage lets a CDN keep it five minutes. Next gzips it for each request
  // (a route handler's own Content-Encoding is dropped by Next): about 60 ms for a 17 MB file.
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300, s-maxage=300' } });
}
