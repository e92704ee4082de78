import 'server-only';
import type { z } from 'zod';
import { ErrorCode, TOKEN_HEADER } from '@/lib/contract';
import { serverEnv } from '@/lib/env';
import { ApiError } from './api-error';
import { isTimeout } from './timeout';
import { reportUpstreamFailure } from './upstream-signal';

export interface ApiInit {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string>;
  /** Backend session token, for member calls. */
  token?: string;
  /** Next.js data cache: seconds to keep the answer (catalogue reads only); unset or false: not cached. */
  revalidate?: number | false;
  tags?: string[];
  /** Extra request headers (x-forwarded-for of the browser, the internal key of server-to-server calls). */
  headers?: Record<string, string>;
  /**
   * Wait up to BACKEND_TIMEOUT_MS instead of BACKEND_READ_TIMEOUT_MS: for calls that do real work
   * (sign-in hashes a password). Page reads stay short so a hung backend cannot hold a page.
   */
  patient?: boolean;
}

/**
 * The one server-side client of the /api/v1 backend: URL from validated env,
 * session token header, time-out, zod-parsed answer; failures throw ApiError.
 */
export async function apiFetch<S extends z.ZodType>(path: string, schema: S, init: ApiInit = {}): Promise<z.infer<S>> {
  const { BACKEND_URL, BACKEND_TIMEOUT_MS, BACKEND_READ_TIMEOUT_MS } = serverEnv();
  const url = new URL(`/api/v1/${path}`, BACKEND_URL);
  for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);

  const headers: Record<string, string> = { ...init.headers, accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers[TOKEN_HEADER] = init.token;

  // Caching is opt-in (catalogue reads): sign-in, member and counter calls must never be replayed.
  const cache =
    init.revalidate === undefined || init.revalidate === false || init.token
      ? ({ cache: 'no-store' } as const)
      : { next: { revalidate: init.revalidate, tags: init.tags } };

  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.patient ? BACKEND_TIMEOUT_MS : BACKEND_READ_TIMEOUT_MS),
      ...cache,
    });
  } catch (error) {
    reportUpstreamFailure();
    const timedOut = isTimeout(error);
    throw new ApiError(
      timedOut ? 504 : 502,
      timedOut ? ErrorCode.upstreamTimeout : ErrorCode.upstreamDown,
      timedOut ? 'The service took too long to answer.' : 'The service is temporarily unavailable.',
    );
  }

  const body: unknown = await response.json().catch(() => undefined);
  if (response.status >= 502) reportUpstreamFailure();
  if (!response.ok) throw ApiError.fromBody(response.status, body, response.headers.get('retry-after'));
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(502, ErrorCode.upstreamDown, `Unexpected answer from ${path}`);
  return parsed.data;
}
