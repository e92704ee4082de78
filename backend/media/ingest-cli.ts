/**
 * npm run media:ingest -- <file> [--title "..."] [--title-en "..."] [--description "..."]
 *                                [--captions th=path.vtt] [--captions en=path.vtt] [--category <id>] [--channel <id>]
 *
 * Turns a video or audio file into HLS under <DATA_DIR>/media/assets/<slug>/ and registers it in
 * the catalogue (a video, or an audio item when the file has no picture). With the embedded
 * database, stop the backend first: only one process may open a PGlite folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { asc } from 'drizzle-orm';
import { openDatabase } from '../db/open';
import { audioItems, categories, channels, videos } from '../db/schema';
import { assetDir, defaultMediaDir } from './demo';
import { ingestFile, type CaptionInput } from './ingest';
import { indexSearchEntries } from '../repositories/search-repository';

/**
 * Tells the running web app that the catalogue changed (POST /api/revalidate with the shared internal
 * key), so its cached pages are rendered again on their next visit. Without it they catch up within
 * their revalidation period (60 s). WEB_URL picks the web app; default http://127.0.0.1:3000.
 */
async function refreshWebCache(mediaDir: string): Promise<void> {
  const keyFile = join(dirname(mediaDir), 'backend-internal-key');
  const key = process.env.BACKEND_INTERNAL_KEY || (existsSync(keyFile) ? readFileSync(keyFile, 'utf8').trim() : '');
  const web = process.env.WEB_URL || 'http://127.0.0.1:3000';
  if (!key) return;
  try {
    const response = await fetch(new URL('/api/revalidate', web), {
      method: 'POST',
      headers: { 'x-internal-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['catalogue'] }),
      signal: AbortSignal.timeout(5000),
    });
    console.log(response.ok ? `web app at ${web}: cached catalogue pages refresh on their next visit` : `web app at ${web} answered ${response.status}; pages refresh within 60 s`);
  } catch {
    console.log(`web app at ${web} not reachable; cached pages refresh within 60 s`);
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      'title-en': { type: 'string' },
      description: { type: 'string', default: '' },
      captions: { type: 'string', multiple: true, default: [] },
      category: { type: 'string' },
      channel: { type: 'string' },
    },
  });
  const input = positionals[0];
  if (!input) throw new Error('usage: npm run media:ingest -- <file> [--title "..."] [--captions th=file.vtt]');
  const file = resolve(input);
  const captions: CaptionInput[] = values.captions.map((spec) => {
    const [language, path] = spec.split('=');
    if (!language || !path || !/^[a-z]{2,3}$/.test(language)) throw new Error(`--captions ${spec}: expected <language>=<file.vtt>`);
    return { language, file: resolve(path) };
  });
  const base = basename(file, extname(file));
  const slug = `${base.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'media'}-${Date.now().toString(36)}`;
  const mediaDir = defaultMediaDir();
  const meta = await ingestFile(file, assetDir(mediaDir, slug), captions);
  console.log(`ingested ${file} → ${assetDir(mediaDir, slug)} (${meta.kind}, ${meta.duration.toFixed(1)} s, ${meta.renditions.join(' + ')})`);

  const titleTh = values.title ?? base;
  const titleEn = values['title-en'] ?? titleTh;
  const stream = `/hls/assets/${slug}/master.m3u8`;
  const row = {
    titleTh,
    titleEn,
    descriptionTh: values.description,
    descriptionEn: values.description,
    durationSeconds: Math.max(1, Math.round(meta.duration)),
    publishedAt: new Date(),
    thumbnail: meta.poster ? `/media/hls/assets/${slug}/${meta.poster}` : '/media/poster/audio/1.webp',
    streamUrl: stream,
  };
  const { database } = await openDatabase();
  try {
    if (meta.kind === 'audio') {
      const [item] = await database.db.insert(audioItems).values(row).returning({ id: audioItems.id });
      await indexSearchEntries(database.db, ['audio']);
      console.log(`registered audio item ${item?.id}: /audio/${item?.id}`);
      await refreshWebCache(mediaDir);
      return;
    }
    const [category] = values.category
      ? [{ id: Number(values.category) }]
      : await database.db.select({ id: categories.id }).from(categories).orderBy(asc(categories.sortOrder)).limit(1);
    const [channel] = values.channel
      ? [{ id: Number(values.channel) }]
      : await database.db.select({ id: channels.id }).from(channels).orderBy(asc(channels.sortOrder)).limit(1);
    if (!category || !channel) throw new Error('the catalogue has no category or channel to file the video under');
    const [video] = await database.db
      .insert(videos)
      .values({ ...row, categoryId: category.id, channelId: channel.id })
      .returning({ id: videos.id });
    // Searchable at once: the search index is a derived table (Thai segmented words).
    await indexSearchEntries(database.db, ['video']);
    console.log(`registered video ${video?.id}: /vod/${video?.id}`);
    await refreshWebCache(mediaDir);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
