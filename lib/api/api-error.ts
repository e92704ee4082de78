import { ErrorBodySchema, ErrorCode } from '@/lib/contract';

/** The one error type of the backend client: HTTP status plus the contract's error code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The answer's Retry-After in seconds, when it gave one in seconds (a rate limit's 429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static fromBody(status: number, body: unknown, retryAfter?: string | null): ApiError {
    const parsed = ErrorBodySchema.safeParse(body);
    const seconds = retryAfter && /^\d{1,7}$/.test(retryAfter.trim()) ? Number(retryAfter.trim()) : undefined;
    if (parsed.success) return new ApiError(status, parsed.data.error.code, parsed.data.error.message, seconds);
    return new ApiError(status, status >= 500 ? ErrorCode.internal : ErrorCode.badRequest, `Backend answered ${status}`, seconds);
  }

  toBody() {
    return { error: { code: this.code, message: this.message } };
  }
}
