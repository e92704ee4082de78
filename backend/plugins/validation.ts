import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';

/**
 * zod validator for fastify that keeps the contract's message keys.
 *
 * A field that is missing altogether fails zod's type check, whose message is
 * zod's own ("expected string, received undefined") rather than the contract's
 * key (e.g. `usernameRequired`, attached to `.min(1)`). The seed answers a
 * missing field exactly like an empty one, so for such issues we re-check the
 * body with the field set to '' and take the key that check produces.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const issues = result.error.issues;
    const missing = issues.filter((issue) => issue.code === 'invalid_type' && issue.path.length === 1 && isRecord(data) && data[String(issue.path[0])] == null);
    let replacement = new Map<string, string>();
    if (missing.length > 0 && isRecord(data)) {
      const filled: Record<string, unknown> = { ...data };
      for (const issue of missing) filled[String(issue.path[0])] = '';
      const retry = schema.safeParse(filled);
      if (!retry.success) {
        replacement = new Map(retry.error.issues.map((issue) => [issue.path.join('/'), issue.message]));
      }
    }
    const errors: FastifySchemaValidationError[] = issues.map((issue) => {
      const path = issue.path.join('/');
      const isMissing = missing.includes(issue);
      return {
        keyword: issue.code,
        instancePath: `/${path}`,
        schemaPath: `#/${path}/${issue.code}`,
        params: {},
        message: (isMissing ? replacement.get(path) : undefined) ?? issue.message,
      };
    });
    return { error: errors };
  };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
