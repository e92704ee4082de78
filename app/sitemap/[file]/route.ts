import { sitemapResponse } from '@/lib/seo/sitemap-response';

type Context = { params: Promise<{ file: string }> };

/** GET /sitemap/{n}.xml — the n-th file of a split sitemap (see /sitemap.xml). */
export async function GET(_request: Request, { params }: Context) {
  const match = /^(\d{1,6})\.xml$/.exec((await params).file);
  return match ? sitemapResponse(Number(match[1])) : new Response(null, { status: 404 });
}
