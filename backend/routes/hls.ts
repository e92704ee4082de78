import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../lib/contract';
import { HttpError } from '../lib/http-error';
import { assetDir, demoAudioFor, demoVideoFor } from '../media/demo';
import { readMeta } from '../media/ingest';
import { firstPts, liveMaster, livePlaylist, liveSegment as liveSegmentAt, liveVttSegment, parseDurations, parseVtt, type Cue } from '../media/live';
import { hasPathTrick, isMediaPath, SEGMENT_CACHE, sendMediaFile } from '../media/serve-file';

export interface HlsOptions {
  mediaDir: string;
  /** Milliseconds since the epoch; tests move it to watch the live window slide. */
  clock: () => number;
}

const NAME = /^[a-z0-9][a-z0-9-]{0,79}$/;
const RENDITION = /^(360p|720p|audio)$/;
const SEGMENT = /^(\d{1,12})\.ts$/;
const VTT_SEGMENT = /^(\d{1,12})\.vtt$/;
const LANGUAGE = /^[a-z]{2,3}$/;
/** A live rendition's playlist or one of its numbered segments (checked before the asset, so junk is a 404). */
const isLiveFile = (file: string) => file === 'index.m3u8' || SEGMENT.test(file);
const LIVE_PLAYLIST_CACHE = 'public, max-age=1';

function notReady(): HttpError {
  return new HttpError(503, ErrorCode.upstreamDown, 'The stream is being prepared; try again in a few seconds.');
}

/** Seeded channels spread over the demo clips by slug, so a channel always shows the same one. */
function channelAsset(slug: string): string {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return demoVideoFor(hash);
}

/**
 * GET /media/hls/... — the embedded media origin: ingested assets, the seeded
 * catalogue's VOD/audio (mapped onto the demo assets) and sliding-window live
 * playlists for TV channels and radio stations.
 */
export async function hlsRoutes(app: FastifyInstance, options: HlsOptions): Promise<void> {
  const { mediaDir, clock } = options;

  async function readyAsset(name: string): Promise<string> {
    if (!NAME.test(name)) throw HttpError.notFound();
    const dir = assetDir(mediaDir, name);
    if (!(await readMeta(dir))) throw notReady();
    return dir;
  }

  async function durations(dir: string, rendition: string): Promise<number[]> {
    const text = await readFile(path.join(dir, rendition, 'index.m3u8'), 'utf8').catch(() => '');
    const list = parseDurations(text);
    if (list.length === 0) throw HttpError.notFound();
    return list;
  }

  function sendPlaylist(reply: FastifyReply, body: string) {
    return reply
      .header('content-type', 'application/vnd.apple.mpegurl')
      .header('cache-control', LIVE_PLAYLIST_CACHE)
      .header('x-content-type-options', 'nosniff')
      .send(body);
  }

  async function liveSegment(request: FastifyRequest, reply: FastifyReply, dir: string, rendition: string, file: string) {
    const match = SEGMENT.exec(file);
    if (!match) throw HttpError.notFound();
    const list = await durations(dir, rendition);
    const source = Number(match[1]) % list.length;
    return sendMediaFile(request, reply, dir, path.join(rendition, `seg_${String(source).padStart(3, '0')}.ts`));
  }

  /** The asset's captions and first PTS; assets never change in place, so parsed once per process. */
  const captionCache = new Map<string, Promise<{ cues: Cue[]; mpegts: number }>>();
  async function captionSource(dir: string, language: string, rendition: string) {
    const key = `${dir}\0${language}`;
    let entry = captionCache.get(key);
    if (!entry) {
      entry = (async () => {
        const text = await readFile(path.join(dir, 'subs', `${language}.vtt`), 'utf8').catch(() => null);
        if (text === null) throw HttpError.notFound();
        const ts = await readFile(path.join(dir, rendition, 'seg_000.ts')).catch(() => Buffer.alloc(0));
        return { cues: parseVtt(text), mpegts: firstPts(ts) };
      })();
      entry.catch(() => captionCache.delete(key));
      captionCache.set(key, entry);
    }
    return entry;
  }

  /**
   * Live captions: a subtitle playlist that slides in step with the video
   * renditions (same durations, so the same media sequence, program-date-time
   * and discontinuities), and per segment the looped clip's cues in its window.
   */
  async function liveSubtitles(reply: FastifyReply, dir: string, language: string, file: string) {
    const meta = await readMeta(dir);
    const rendition = meta?.renditions[0];
    if (!meta || !rendition || !meta.captions.includes(language)) throw HttpError.notFound();
    const source = { durations: await durations(dir, rendition) };
    if (file === 'index.m3u8') return sendPlaylist(reply, livePlaylist(source, clock(), (sequence) => `${sequence}.vtt`));
    const match = VTT_SEGMENT.exec(file);
    if (!match) throw HttpError.notFound();
    const { cues, mpegts } = await captionSource(dir, language, rendition);
    const segment = liveSegmentAt(source, Number(match[1]));
    return reply
      .header('content-type', 'text/vtt; charset=utf-8')
      .header('cache-control', SEGMENT_CACHE)
      .header('x-content-type-options', 'nosniff')
      .send(liveVttSegment(cues, segment.offset, segment.offset + segment.duration, mpegts));
  }

  type Rest = { Params: { name: string; '*': string } };
  app.get<Rest>('/media/hls/assets/:name/*', async (request, reply) => {
    if (hasPathTrick(request.raw.url) || !isMediaPath(request.params['*'])) throw HttpError.notFound();
    return sendMediaFile(request, reply, await readyAsset(request.params.name), request.params['*']);
  });

  type ById = { Params: { id: string; '*': string } };
  const byId = (pick: (id: number) => string) => async (request: FastifyRequest<ById>, reply: FastifyReply) => {
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id < 1 || hasPathTrick(request.raw.url) || !isMediaPath(request.params['*'])) throw HttpError.notFound();
    const dir = await readyAsset(pick(id));
    // Seeded items name their playlist index.m3u8; the asset's ladder is master.m3u8.
    const rest = request.params['*'] === 'index.m3u8' ? 'master.m3u8' : request.params['*'];
    return sendMediaFile(request, reply, dir, rest);
  };
  app.get<ById>('/media/hls/vod/:id/*', byId((id) => demoVideoFor(id - 1)));
  app.get<ById>('/media/hls/audio/:id/*', byId((id) => demoAudioFor(id - 1)));

  type Live = { Params: { slug: string; rendition: string; file: string } };
  app.get<{ Params: { slug: string } }>('/media/hls/live/:slug/index.m3u8', async (request, reply) => {
    if (!NAME.test(request.params.slug)) throw HttpError.notFound();
    const dir = await readyAsset(channelAsset(request.params.slug));
    return sendPlaylist(reply, liveMaster(await readFile(path.join(dir, 'master.m3u8'), 'utf8')));
  });
  type Subs = { Params: { slug: string; language: string; file: string } };
  app.get<Subs>('/media/hls/live/:slug/subs/:language/:file', async (request, reply) => {
    const { slug, language, file } = request.params;
    if (!NAME.test(slug) || !LANGUAGE.test(language) || !(file === 'index.m3u8' || VTT_SEGMENT.test(file))) throw HttpError.notFound();
    return liveSubtitles(reply, await readyAsset(channelAsset(slug)), language, file);
  });
  app.get<Live>('/media/hls/live/:slug/:rendition/:file', async (request, reply) => {
    const { slug, rendition, file } = request.params;
    if (!NAME.test(slug) || !RENDITION.test(rendition) || !isLiveFile(file)) throw HttpError.notFound();
    const dir = await readyAsset(channelAsset(slug));
    if (file !== 'index.m3u8') return liveSegment(request, reply, dir, rendition, file);
    const source = { durations: await durations(dir, rendition) };
    return sendPlaylist(reply, livePlaylist(source, clock(), (sequence) => `${sequence}.ts`));
  });

  type Radio = { Params: { id: string; file: string } };
  app.get<Radio>('/media/hls/radio/:id/:file', async (request, reply) => {
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id < 1 || !isLiveFile(request.params.file)) throw HttpError.notFound();
    const dir = await readyAsset(demoAudioFor(id - 1));
    if (request.params.file !== 'index.m3u8') return liveSegment(request, reply, dir, 'audio', request.params.file);
    const source = { durations: await durations(dir, 'audio') };
    return sendPlaylist(reply, livePlaylist(source, clock(), (sequence) => `${sequence}.ts`));
  });
}
