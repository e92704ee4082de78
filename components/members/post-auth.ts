'use client';

import { readErrorBody } from '@/lib/contract/errors';

export type AuthResult<T> = { ok: true; data: T } | { ok: false; status: number; code: string; message: string };

/** POSTs an account call through the BFF; failures come back in the one error shape. */
export async function postAuth<T = { message: string }>(path: string, body: unknown): Promise<AuthResult<T>> {
  try {
    const response = await fetch(`/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (response.ok) return { ok: true, data: json as T };
    const error = readErrorBody(json);
    return error
      ? { ok: false, status: response.status, ...error }
      : { ok: false, status: response.status, code: 'unknown', message: '' };
  } catch {
    return { ok: false, status: 0, code: 'unavailable', message: '' };
  }
}
