import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { CacheTag } from '@/lib/api/cache-tags';
import { ErrorCode } from '@/lib/contract';

export const INTERNAL_KEY_HEADER = 'x-internal-key';

const BodySchema = z.object({ tags: z.array(z.enum(Object.values(CacheTag))).min(1).max(10).optional() }).strict();

const fail = (status: number, code: string, message: string) => Response.json({ error: { code, message } }, { status });

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/revalidate: after the catalogue changed (media ingest, an editor's tool), marks the
 * cached catalogue reads and pages stale; each is rendered again on its next visit while the old
 * copy is served once more. Server to server with the shared BACKEND_INTERNAL_KEY; without that key
 * configured the endpoint does not exist.
 */
export async function handleRevalidate(request: Request, expectedKey: string | undefined, revalidate: (tag: string) => void): Promise<Response> {
  if (!expectedKey) return fail(404, ErrorCode.notFound, 'Not found.');
  const given = request.headers.get(INTERNAL_KEY_HEADER);
  if (!given || !sameKey(given, expectedKey)) return fail(401, ErrorCode.unauthorized, 'A valid internal key is required.');
  const text = await request.text();
  if (text.length > 2048) return fail(413, ErrorCode.tooLarge, 'The request body is too large.');
  let json: unknown = {};
  try {
    if (text.trim()) json = JSON.parse(text);
  } catch {
    return fail(400, ErrorCode.badRequest, 'The body is not JSON.');
  }
  const parsed = BodySchema.safeParse(json);
  if (!parsed.success) return fail(400, ErrorCode.validation, `tags: one or more of ${Object.values(CacheTag).join(', ')}.`);
  const tags = parsed.data.tags ?? [CacheTag.catalogue];
  for (const tag of tags) revalidate(tag);
  return Response.json({ revalidated: tags });
}
