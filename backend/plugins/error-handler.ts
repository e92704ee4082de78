import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode, validationTextOf, type ErrorBody } from '../../lib/contract';
import { isDatabaseUnavailable, isDataException } from '../db/unavailable';
import { HttpError } from '../lib/http-error';
import { globalPlugin } from './global-plugin';

function body(code: ErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}

/** The contract's schemas carry message keys; answer with the seed's English text. */
export function validationMessage(error: Pick<FastifyError, 'validation'>): string {
  return validationTextOf((error.validation ?? []).map((item) => item.message));
}

/**
 * The one place errors become responses: `{ error: { code, message } }`, never
 * a stack trace. Unexpected errors are logged in full and answered generically.
 */
export const errorHandlerPlugin = globalPlugin(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return reply.status(error.statusCode).send(body(error.code, error.message));
    }
    if (Array.isArray(error.validation)) {
      return reply.status(400).send(body(ErrorCode.validation, validationMessage(error)));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send(body(ErrorCode.badRequest, 'The request body is not valid JSON.'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send(body(ErrorCode.tooLarge, 'The request body is too large.'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(body(ErrorCode.badRequest, 'Unsupported content type.'));
    }
    // Other client errors raised by fastify itself (bad content length, aborted body, ...).
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send(body(ErrorCode.badRequest, 'The request is not valid.'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(body(ErrorCode.upstreamDown, 'The service is temporarily unavailable.'));
    }
    if (isDataException(error)) {
      // A schema should have refused the value: logged as an error, to find which one did not.
      request.log.error({ err: error }, 'value refused by the database (a schema let it through)');
      // Not `validation_error`: that code is the schemas' own, and a test tells the two apart.
      return reply.status(400).send(body(ErrorCode.badRequest, 'The request is not valid.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(ErrorCode.internal, 'Internal server error'));
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send(body(ErrorCode.notFound, 'Not found'));
  });
});
