import sharp from 'sharp';
import { serverEnv } from '@/lib/env';
import { OG_IMAGE } from '@/lib/seo/urls';

type Context = { params: Promise<{ path: string[] }> };

/**
 * GET /og/<media path>.jpg — a generated SVG poster or icon of the media origin as a
 * 1280×720 JPEG, for OpenGraph and oEmbed pictures (Facebook and LINE show no SVG).
 */
export async function GET(_request: Request, { params }: Context) {
  const { path } = await params;
  const last = path.at(-1) ?? '';
  if (!last.endsWith('.jpg') || path.some((segment) => !/^[\w-]+(\.jpg)?$/.test(segment))) return new Response(null, { status: 404 });
  const source = `/media/${[...path.slice(0, -1), last.replace(/\.jpg$/, '.svg')].join('/')}`;
  const { BACKEND_URL, BACKEND_TIMEOUT_MS } = serverEnv();
  let svg: Buffer;
  try {
    const upstream = await fetch(new URL(source, BACKEND_URL), { signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS), cache: 'no-store' });
    if (!upstream.ok) return new Response(null, { status: upstream.status === 404 ? 404 : 502 });
    svg = Buffer.from(await upstream.arrayBuffer());
  } catch {
    return new Response(null, { status: 502 });
  }
  const jpeg = await sharp(svg, { density: 288 })
    .resize(OG_IMAGE.width, OG_IMAGE.height, { fit: 'contain', background: '#0b2266' })
    .flatten({ background: '#0b2266' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return new Response(new Uint8Array(jpeg), {
    headers: { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' },
  });
}
