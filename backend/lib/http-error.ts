import { ErrorCode } from '../../lib/contract';

/** An expected failure with a status, a contract error code and a safe message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Seconds to wait, sent as Retry-After (a 429 of a rate limit). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  static unauthorized(message = 'Unauthorized'): HttpError {
    return new HttpError(401, ErrorCode.unauthorized, message);
  }

  static forbidden(message = 'Forbidden'): HttpError {
    return new HttpError(403, ErrorCode.forbidden, message);
  }

  static notFound(message = 'Not found'): HttpError {
    return new HttpError(404, ErrorCode.notFound, message);
  }
}
