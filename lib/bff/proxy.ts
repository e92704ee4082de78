import 'server-only';
import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { ErrorCode, findEndpoint, memberFieldOf, TOKEN_HEADER, validationTextOf, type EndpointPath } from '@/lib/contract';
import { CacheTag } from '@/lib/api/cache-tags';
import { isTimeout } from '@/lib/api/timeout';
import { serverEnv } from '@/lib/env';
import { isSessionOverdue } from '@/lib/auth/remember';
import { usesSecureCookies } from '@/lib/auth/cookie-names';
import { awaitsSignOut } from '@/lib/auth/verify-session';
import { isCrossSite, MAX_BODY_BYTES, requestOrigin } from './guards';
import { readBodyText } from './read-body';

/** Cache tags of the BFF's catalogue reads beyond `catalogue`: the pages' own tags for the same reads. */
const READ_TAGS: Partial<Record<EndpointPath, string[]>> = {
  'menu/slide': [CacheTag.menu],
  channel: [CacheTag.channels],
  category: [CacheTag.categories],
};

/** JSON answers are never sniffed into HTML, whatever text they carry. */
const NOSNIFF = { 'x-content-type-options': 'nosniff' };

/**
 * A public catalogue read by GET (the same for every caller, from the data cache) may be kept by a
 * shared cache as long as the data cache keeps it: the web server's micro-cache, a CDN. Browsers ask
 * again each time (max-age=0). Anything else is never stored: a member's answers, the calls that do
 * something, reads by POST and refusals.
 */
function cacheControlOf(member: boolean | undefined, sharedSeconds: number | undefined): string {
  if (member) return 'private, no-store';
  return sharedSeconds ? `public, max-age=0, s-maxage=${sharedSeconds}` : 'no-store';
}

function fail(status: number, code: string, message: string) {
  return NextResponse.json({ error: { code, message } }, { status, headers: { 'cache-control': 'no-store', ...NOSNIFF } });
}

async function readJsonBody(
  request: NextRequest,
  maxBytes: number,
): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; response: NextResponse }> {
  // Read as a stream and given up past the limit (declared or not): a chunked body of any size costs
  // at most the limit in memory, never the whole of it (request.text() read everything first).
  const text = await readBodyText(request, maxBytes);
  if (text === null) return { ok: false, response: fail(413, ErrorCode.tooLarge, 'The request body is too large.') };
  if (!text.trim()) return { ok: true, body: {} };
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return { ok: true, body: body as Record<string, unknown> };
  } catch {
    // fall through to the 400 below
  }
  return { ok: false, response: fail(400, ErrorCode.badRequest, 'The request body must be a JSON object.') };
}

/**
 * The BFF: forwards allow-listed contract endpoints to the backend, adding
 * the member's token and id from the session (never from the browser).
 */
export async function proxy(request: NextRequest, segments: string[]): Promise<NextResponse> {
  const path = segments.join('/');
  const endpoint = findEndpoint(path);
  if (!endpoint || !endpoint.browser) return fail(404, ErrorCode.notFound, 'Not found.');
  if (request.method !== endpoint.method) return fail(405, ErrorCode.badRequest, 'Method not allowed.');

  const headers: Record<string, string> = { accept: 'application/json' };
  // Public catalogue reads come from the data cache, as the pages read them; nothing of the caller's
  // goes with them (the cache key holds the headers: a forwarded address would make one entry per visitor).
  const cached = !endpoint.member && endpoint.cacheSeconds !== undefined;
  // The backend rate-limits by client address and believes this header only from loopback/its proxies.
  const forwarded = request.headers.get('x-forwarded-for');
  if (forwarded && !cached) headers['x-forwarded-for'] = forwarded;
  let body: Record<string, unknown> | undefined;
  if (request.method === 'POST') {
    if (isCrossSite(request.headers, requestOrigin(request.url, request.headers))) {
      return fail(403, ErrorCode.crossSite, 'Cross-site requests are not allowed.');
    }
    const read = await readJsonBody(request, endpoint.maxBodyBytes ?? MAX_BODY_BYTES);
    if (!read.ok) return read.response;
    body = read.body;
  }

  if (endpoint.member) {
    const session = await getToken({ req: request, secret: serverEnv().NEXTAUTH_SECRET, secureCookie: usesSecureCookies() });
    // A sign-out the backend has not taken yet (it was down) already ended this session here.
    if (!session?.backendToken || !session.memberId || isSessionOverdue(session) || (await awaitsSignOut(session.backendToken))) {
      return fail(401, ErrorCode.unauthorized, 'Please sign in.');
    }
    headers[TOKEN_HEADER] = session.backendToken;
    // The member named in the body is always the session's, whatever the browser sent.
    body = { ...body, [memberFieldOf(endpoint)]: session.memberId };
  }

  let search = request.nextUrl.search;
  if (cached) {
    // The data cache is keyed by what is sent: only what the contract reads goes, in the schema's
    // order and with its defaults, so unknown fields, reordered keys or stray parameters cannot make
    // one cached copy per variation (and push the pages out of a bounded cache).
    const schema = request.method === 'GET' ? endpoint.query : endpoint.request;
    const parsed = schema?.safeParse(request.method === 'GET' ? Object.fromEntries(request.nextUrl.searchParams) : (body ?? {}));
    if (parsed && !parsed.success) return fail(400, ErrorCode.validation, validationTextOf(parsed.error.issues.map((issue) => issue.message)));
    const data = (parsed?.data ?? {}) as Record<string, unknown>;
    if (request.method === 'GET') search = `?${new URLSearchParams(Object.entries(data).map(([name, value]) => [name, String(value)]))}`;
    else body = data;
  }

  const { BACKEND_URL, BACKEND_TIMEOUT_MS, BACKEND_READ_TIMEOUT_MS } = serverEnv();
  const target = new URL(`/api/v1/${path}`, BACKEND_URL);
  if (request.method === 'GET') target.search = search;
  if (body) headers['content-type'] = 'application/json';

  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      // A catalogue read waits as long as a page's read (a hung backend must not hold it); calls that
      // do work (a password hashed, an avatar re-encoded) get the longer time-out.
      signal: AbortSignal.timeout(cached ? BACKEND_READ_TIMEOUT_MS : BACKEND_TIMEOUT_MS),
      ...(cached ? { next: { revalidate: endpoint.cacheSeconds, tags: [CacheTag.catalogue, ...(READ_TAGS[path as EndpointPath] ?? [])] } } : { cache: 'no-store' as const }),
    });
  } catch (error) {
    if (isTimeout(error)) {
      return fail(504, ErrorCode.upstreamTimeout, 'The service took too long to answer.');
    }
    return fail(502, ErrorCode.upstreamDown, 'The service is temporarily unavailable.');
  }

  const payload: unknown = await upstream.json().catch(() => undefined);
  if (payload === undefined) return fail(502, ErrorCode.upstreamDown, 'The service gave an unreadable answer.');
  // A refusal's Retry-After (a rate limit's wait, a busy backend's) goes on to the browser.
  const retryAfter = upstream.ok ? null : upstream.headers.get('retry-after');
  return NextResponse.json(payload, {
    status: upstream.status,
    headers: {
      'cache-control': cacheControlOf(endpoint.member, cached && request.method === 'GET' && upstream.ok ? endpoint.cacheSeconds : undefined),
      ...NOSNIFF,
      ...(retryAfter ? { 'retry-after': retryAfter } : {}),
    },
  });
}
