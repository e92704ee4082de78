import { ErrorBodySchema, ErrorCode } from '@/lib/contract';

/** The one error type of the backend client: HTTP status plus the contract's error code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static fromBody(status: number, body: unknown): ApiError {
    const parsed = ErrorBodySchema.safeParse(body);
    if (parsed.success) return new ApiError(status, parsed.data.error.code, parsed.data.error.message);
    return new ApiError(status, status >= 500 ? ErrorCode.internal : ErrorCode.badRequest, `Backend answered ${status}`);
  }

  toBody() {
    return { error: { code: this.code, message: this.message } };
  }
}
