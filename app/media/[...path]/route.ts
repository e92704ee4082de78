import type { NextRequest } from 'next/server';
import { serverEnv } from '@/lib/env';

type Context = { params: Promise<{ path: string[] }> };

const PASS_REQUEST = ['range', 'if-none-match', 'if-modified-since'];
const PASS_RESPONSE = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'cache-control', 'etag', 'last-modified'];

/** Media (pictures, later HLS) from the backend's media origin, same-origin for the browser; ranges pass through. */
async function forward(request: NextRequest, { params }: Context) {
  const { path } = await params;
  if (path.some((segment) => segment === '..' || segment.includes('\\'))) return new Response(null, { status: 400 });
  const { BACKEND_URL, BACKEND_TIMEOUT_MS } = serverEnv();
  const headers = new Headers();
  for (const name of PASS_REQUEST) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  try {
    const upstream = await fetch(new URL(`/media/${path.map(encodeURIComponent).join('/')}`, BACKEND_URL), {
      method: request.method,
      headers,
      signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
      cache: 'no-store',
    });
    const out = new Headers({ 'x-content-type-options': 'nosniff' });
    for (const name of PASS_RESPONSE) {
      const value = upstream.headers.get(name);
      if (value) out.set(name, value);
    }
    return new Response(upstream.body, { status: upstream.status, headers: out });
  } catch {
    return new Response(null, { status: 502 });
  }
}

export { forward as GET, forward as HEAD };
