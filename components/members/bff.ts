'use client';

import type { EndpointPath } from '@/lib/contract';
import { readErrorBody } from '@/lib/contract/errors';
import { SESSION_LOST } from './session-events';

/** A failed BFF call: the status and the contract's `{ error: { code, message } }`. */
export class BffError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BffError';
  }
}

/**
 * How long a BFF call may take before it fails as a dropped connection would: longer than the BFF's own
 * wait for the backend (BACKEND_TIMEOUT_MS, 10 s by default), so its 504 normally comes first. Without
 * it a call nobody answers (a proxy or connection that stalls) would keep a button's "one call at a
 * time" guard closed, a poll stopped, for as long as the page stays open.
 */
export const BFF_TIMEOUT_MS = 15_000;
/** The body's upload counted on top, at a slow mobile uplink's pace (an avatar: about a minute more). */
const UPLOAD_BYTES_PER_MS = 50;

/**
 * POST to the BFF (same origin; the session adds token and member id on the server). `keepalive`: the
 * request outlives the page (a write as the visitor leaves it). A 401 also says SESSION_LOST: the session
 * watch signs the browser out and loads the page again (unless a player is in use), rather than each
 * list or button failing alone. A call unanswered after `timeoutMs` (body included) rejects with a
 * TimeoutError, as any network failure does: not a BffError.
 */
export async function bffPost<T = unknown>(
  path: EndpointPath,
  body: object = {},
  { keepalive = false, timeoutMs }: { keepalive?: boolean; timeoutMs?: number } = {},
): Promise<T> {
  const { response, payload } = await postWithin(`/api/v1/${path}`, body, { keepalive, timeoutMs });
  if (response.status === 401) window.dispatchEvent(new Event(SESSION_LOST));
  if (!response.ok) {
    const error = readErrorBody(payload);
    throw error
      ? new BffError(response.status, error.code, error.message)
      : new BffError(response.status, 'internal_error', 'The service is temporarily unavailable.');
  }
  return payload as T;
}

/**
 * POSTs JSON and reads the JSON answer (undefined when it has none), within `timeoutMs` (BFF_TIMEOUT_MS
 * plus the body's upload time by default), body included; past it, rejects with a TimeoutError as a
 * network failure rejects. bffPost and the sign-in forms' postAuth.
 */
export async function postWithin(url: string, body: unknown, { keepalive = false, timeoutMs }: { keepalive?: boolean; timeoutMs?: number } = {}) {
  const text = JSON.stringify(body);
  // A timer of the page's (not AbortSignal.timeout): tests' fake clocks reach it too.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The BFF took too long to answer.', 'TimeoutError')),
    timeoutMs ?? BFF_TIMEOUT_MS + Math.ceil(text.length / UPLOAD_BYTES_PER_MS),
  );
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: text,
      keepalive,
      signal: controller.signal,
    });
    // An answer whose body stalls counts as a timeout too (the signal ends the read).
    const payload: unknown = await response.json().catch(() => {
      if (controller.signal.aborted) throw controller.signal.reason;
      return undefined;
    });
    return { response, payload };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether a failed write may have been done all the same: no answer (a time-out, the connection lost)
 * or the service's own failure (5xx: the BFF's 504 while the backend still works, a proxy's 502). A
 * refusal (4xx) was not done.
 */
export function mayHaveBeenDone(error: unknown): boolean {
  return !(error instanceof BffError && error.status < 500);
}

/** SWR keys of the member's data, so lists and buttons share one cache entry. */
export const memberKeys = {
  notifications: (language: string) => ['notification', language] as const,
  history: (language: string) => ['history', language] as const,
  favorites: (language: string) => ['favorite', language] as const,
};
