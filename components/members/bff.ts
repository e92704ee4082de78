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
 * POST to the BFF (same origin; the session adds token and member id on the server). `keepalive`: the
 * request outlives the page (a write as the visitor leaves it). A 401 also says SESSION_LOST: the session
 * watch signs the browser out and loads the page again (unless a player is in use), rather than each
 * list or button failing alone.
 */
export async function bffPost<T = unknown>(path: EndpointPath, body: object = {}, { keepalive = false }: { keepalive?: boolean } = {}): Promise<T> {
  const response = await fetch(`/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
    keepalive,
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.status === 401) window.dispatchEvent(new Event(SESSION_LOST));
  if (!response.ok) {
    const error = readErrorBody(payload);
    throw error
      ? new BffError(response.status, error.code, error.message)
      : new BffError(response.status, 'internal_error', 'The service is temporarily unavailable.');
  }
  return payload as T;
}

/** SWR keys of the member's data, so lists and buttons share one cache entry. */
export const memberKeys = {
  notifications: (language: string) => ['notification', language] as const,
  history: (language: string) => ['history', language] as const,
  favorites: (language: string) => ['favorite', language] as const,
};
