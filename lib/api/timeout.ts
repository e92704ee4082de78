/**
 * Whether a fetch failed because its AbortSignal.timeout fired. Checked by name:
 * the DOMException may come from another realm, where `instanceof Error` is false.
 */
export function isTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError';
}
