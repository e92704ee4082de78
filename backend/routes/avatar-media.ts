import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { AVATAR_FILE, avatarDir } from '../media/avatar';

/** GET /media/avatar/<member>-<random>.webp — members' pictures (names are unguessable and never reused). */
export async function avatarMediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/media/avatar/:file', async (request, reply) => {
    const { file } = request.params;
    if (!AVATAR_FILE.test(file)) throw HttpError.notFound();
    const bytes = await readFile(path.join(avatarDir(), file)).catch(() => undefined);
    if (!bytes) throw HttpError.notFound();
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(bytes);
  });
}
