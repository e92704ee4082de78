import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { endpoints, type Endpoint, type EndpointPath } from '../../lib/contract';

type Def<P extends EndpointPath> = (typeof endpoints)[P];
export type EndpointBody<P extends EndpointPath> = Def<P> extends { request: infer S extends z.ZodType } ? z.output<S> : undefined;
export type EndpointQuery<P extends EndpointPath> = Def<P> extends { query: infer S extends z.ZodType } ? z.output<S> : undefined;
/** What a handler returns: the response schema's input (the serializer parses it). */
export type EndpointReply<P extends EndpointPath> = z.input<Def<P>['response']>;

export interface EndpointContext<P extends EndpointPath> {
  body: EndpointBody<P>;
  query: EndpointQuery<P>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export const API_PREFIX = '/api/v1';

/**
 * Registers one contract endpoint: method, path, body/query/response schemas and
 * the member check all come from `lib/contract/endpoints.ts`, so the backend
 * cannot drift from the contract. Handlers return the success body and throw
 * HttpError for expected failures.
 */
export function defineEndpoint<P extends EndpointPath>(
  app: FastifyInstance,
  path: P,
  handler: (context: EndpointContext<P>) => Promise<EndpointReply<P>>,
): void {
  const endpoint: Endpoint = endpoints[path];
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}/${path}`,
    schema: {
      summary: endpoint.summary,
      ...(endpoint.request ? { body: endpoint.request } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      response: { 200: endpoint.response },
    },
    // A POST without a body is read as `{}`, so defaults apply and a missing
    // field gets its own message instead of a generic one.
    ...(endpoint.request
      ? {
          preValidation: async (request: FastifyRequest) => {
            request.body ??= {};
          },
        }
      : {}),
    ...(endpoint.member ? { preHandler: app.requireMember, config: { memberField: endpoint.memberField ?? 'id' } } : {}),
    ...(endpoint.maxBodyBytes ? { bodyLimit: endpoint.maxBodyBytes } : {}),
    handler: async (request, reply) =>
      handler({
        // Validated against the endpoint's schemas before the handler runs.
        body: request.body as EndpointBody<P>,
        query: request.query as EndpointQuery<P>,
        request,
        reply,
      }),
  });
}
