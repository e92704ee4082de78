import { z } from 'zod';

/** An http(s) origin without path, query or trailing slash. */
const OriginSchema = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value))
  .refine((url) => (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash, 'must be an origin without a path')
  .transform((url) => url.origin);

/**
 * The public origin of the portal (canonical URLs, share pictures, sitemap, oEmbed):
 * PUBLIC_ORIGIN, else WEB_ORIGIN, else http://localhost:3000. Read when used, never from
 * the request, so pages stay cacheable and a forged Host cannot leak into them.
 */
export function publicOrigin(env: Record<string, string | undefined> = process.env): string {
  const raw = env.PUBLIC_ORIGIN || env.WEB_ORIGIN || 'http://localhost:3000';
  const parsed = OriginSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`PUBLIC_ORIGIN / WEB_ORIGIN is not an http(s) origin: ${raw}`);
  return parsed.data;
}
