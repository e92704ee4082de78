/**
 * A loader that asks for a module (or anything asynchronous) once per page and shares the answer;
 * a failed request is forgotten, so the next call asks again (a dropped connection is not final).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
