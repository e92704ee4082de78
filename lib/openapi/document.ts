import { z } from 'zod';
import { endpoints, ErrorBodySchema, TOKEN_HEADER, type Endpoint } from '@/lib/contract';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;

/** Example values for request fields, by name (the rest come from defaults, enums and types). */
const EXAMPLES: Record<string, unknown> = {
  search_query: 'อุทกภัย',
  date: '2025-01-15',
  category: 1,
  name: 'Somchai',
  email: 'somchai@example.com',
  subject: 'Programme schedule',
  message: 'When is the Evening News repeated?',
  username: 'demo',
  password: 'Demo12345',
};

function exampleOf(schema: JsonSchema, key?: string): unknown {
  if (key && key in EXAMPLES) return EXAMPLES[key];
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) return exampleOf((schema.anyOf[0] ?? {}) as JsonSchema, key);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
      // Optional fields without a default are left out, unless they have a telling example.
      const shown = Object.entries(properties).filter(([k, v]) => required.has(k) || 'default' in v || k in EXAMPLES);
      return Object.fromEntries(shown.map(([k, v]) => [k, exampleOf(v, k)]));
    }
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    default:
      return 'text';
  }
}

export interface DocumentedEndpoint {
  path: string;
  endpoint: Endpoint;
  example: unknown;
}

/** Public endpoints (no member session needed) with an example request each. */
export function publicEndpoints(): DocumentedEndpoint[] {
  return Object.entries(endpoints as Record<string, Endpoint>)
    .filter(([, endpoint]) => !endpoint.member)
    .map(([path, endpoint]) => {
      const input = endpoint.request ?? endpoint.query;
      return { path, endpoint, example: input ? exampleOf(toSchema(input, 'input')) : undefined };
    });
}

/** OpenAPI 3.1 document of the whole /api/v1 contract, generated from lib/contract with z.toJSONSchema. */
export function openApiDocument(serverUrl = '/api/v1') {
  const errorResponse = { description: 'Error', content: { 'application/json': { schema: toSchema(ErrorBodySchema, 'output') } } };
  const paths: Record<string, unknown> = {};
  for (const [path, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
    const operation: Record<string, unknown> = {
      operationId: path.replaceAll('/', '_'),
      summary: endpoint.summary,
      tags: [path.split('/')[0]],
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: toSchema(endpoint.response, 'output') } } },
        400: errorResponse,
        ...(endpoint.member ? { 401: errorResponse } : {}),
        404: errorResponse,
        429: errorResponse,
      },
    };
    if (endpoint.request) operation.requestBody = { required: false, content: { 'application/json': { schema: toSchema(endpoint.request, 'input') } } };
    if (endpoint.query) {
      const properties = (toSchema(endpoint.query, 'input').properties ?? {}) as Record<string, JsonSchema>;
      operation.parameters = Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: false, schema }));
    }
    if (endpoint.member) operation.security = [{ jwtToken: [] }];
    paths[`/${path}`] = { [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'PRD Media public API',
      version: '1.1.2',
      description: 'Catalogue of the Thai/English public-media streaming portal: channels, videos, audio, radio, schedule and search. Catalogue requests carry language "th" or "en".',
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { jwtToken: { type: 'apiKey', in: 'header', name: TOKEN_HEADER } } },
    paths,
  };
}
