import { z } from 'zod';

// In the browser zod 4 probes `new Function('')` to decide whether to compile parsers; the site's
// Content-Security-Policy has no 'unsafe-eval', so the probe is refused and reported as a violation.
// `jitless` skips it there (every client schema comes through this module); the server keeps the JIT.
if (typeof window !== 'undefined') z.config({ jitless: true });

export const LanguageSchema = z.enum(['th', 'en']);
export type Language = z.infer<typeof LanguageSchema>;

/** Every catalogue request names the language its localized fields come back in. */
export const LocalizedRequestSchema = z.object({
  language: LanguageSchema.default('th'),
});

/**
 * Control characters (C0 and DEL) no text field takes: nobody types them, PostgreSQL's text cannot
 * hold U+0000 at all, and escape sequences have no business in names or messages.
 */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
/** The same for text of several lines, which keeps tab, line feed and carriage return. */
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Text without control characters (one line, or `lines` for a message); refused with the `textControl`
 * message. `trim` trims first, so a tab pasted before or after a name is dropped, not refused. `error`
 * is the message key of every refusal instead (a missing value or another type included).
 */
export function plainText(options: { lines?: boolean; trim?: boolean; error?: string } = {}) {
  const pattern = options.lines ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS;
  const text = options.error ? z.string({ error: options.error }) : z.string();
  return (options.trim ? text.trim() : text).refine((value) => !pattern.test(value), options.error ?? 'textControl');
}

/** C0 control characters and DEL taken out of a text from elsewhere (a provider's display name). */
export function withoutControlCharacters(text: string): string {
  return text.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), '');
}

/** The one error shape of the backend and the BFF. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export { ErrorCode, readErrorBody } from './errors';

/** Lists come back as `{ result: [...] }`, as the seed's notification call reads them. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ result: z.array(item) });
}

export function resultOf<T extends z.ZodType>(item: T) {
  return z.object({ result: item });
}

/** Header that carries the backend session token (seed name). */
export const TOKEN_HEADER = 'jwt-token';
export const MemberIdSchema = z.coerce.number().int().positive();
/** Ids of database rows (PostgreSQL integer): bigger numbers are a 400, not a database error. */
export const ROW_ID_MAX = 2_147_483_647;
export const RowIdSchema = z.coerce.number().int('invalidRequest').positive('invalidRequest').max(ROW_ID_MAX, 'invalidRequest');
