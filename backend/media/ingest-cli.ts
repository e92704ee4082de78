/**
 * npm run media:ingest -- <file> [--title "..."] [--title-en "..."] [--description "..."]
 *                                [--captions th=path.vtt] [--captions en=path.vtt] [--category <id>] [--channel <id>]
 *
 * Turns a video or audio file into HLS under <DATA_DIR>/media/assets/<slug>/ and registers it in
 * the catalogue (a video, or an audio item when the file has no picture). With the embedded
 * database, stop the backend first: only one process may open a PGlite folder.
 */
import { basename, extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { asc } from 'drizzle-orm';
import { openDatabase } from '../db/open';
import { audioItems, categories, channels, videos } from '../db/schema';
import { assetDir, defaultMediaDir } from './demo';
import { ingestFile, type CaptionInput } from './ingest';
import { indexSearchEntries } from '../repositories/search-repository';

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
    thumbnail: meta.poster ? `/media/hls/assets/${slug}/${meta.poster}` : '/media/poster/audio/1.svg',
    streamUrl: stream,
  };
  const { database } = await openDatabase();
  try {
    if (meta.kind === 'audio') {
      const [item] = await database.db.insert(audioItems).values(row).returning({ id: audioItems.id });
      await indexSearchEntries(database.db, ['audio']);
      console.log(`registered audio item ${item?.id}: /audio/${item?.id}`);
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
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
