/** Whether a database error is PostgreSQL's unique_violation (23505), on the driver's error or its cause. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}

/**
 * Runs `run` again (twice at most) when it fails on a unique index. Two transactions at the same moment
 * (PostgreSQL; PGlite runs one at a time) both find nothing and both insert: the later insert waits for
 * the earlier transaction and fails once that commits. Run again, it sees the committed rows and takes
 * the path a request arriving a moment later would; the failed run wrote nothing. `onViolation` runs
 * after each such failure and may throw instead (a conflict another run would not mend); past the last
 * run the error is `exhausted(error)`, or the violation itself.
 */
export async function retryingUniqueViolations<T>(
  run: () => Promise<T>,
  options: { onViolation?: () => Promise<void>; exhausted?: (error: unknown) => unknown } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await options.onViolation?.();
      if (attempt >= 2) throw options.exhausted ? options.exhausted(error) : error;
    }
  }
}
