'use client';

import { readErrorBody } from '@/lib/contract/errors';
import { postWithin } from './bff';

export type AuthResult<T> = { ok: true; data: T } | { ok: false; status: number; code: string; message: string };

/**
 * POSTs an account call through the BFF; failures come back in the one error shape. A call unanswered
 * within bffPost's time-out is `unavailable`, as a dropped connection is (a form is not left waiting).
 */
export async function postAuth<T = { message: string }>(path: string, body: unknown): Promise<AuthResult<T>> {
  try {
    const { response, payload: json } = await postWithin(`/api/v1/${path}`, body);
    if (response.ok) return { ok: true, data: json as T };
    const error = readErrorBody(json);
    return error
      ? { ok: false, status: response.status, ...error }
      : { ok: false, status: response.status, code: 'unknown', message: '' };
  } catch {
    return { ok: false, status: 0, code: 'unavailable', message: '' };
  }
}
