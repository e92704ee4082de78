import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ffmpegPath, probe, runTool } from './ffmpeg';
import { firstPts } from './live';

/** Segment length of every rendition (seconds): short, so live joins quickly and the DVR window is fine-grained. */
export const SEGMENT_SECONDS = 2;

/** The adaptive ladder for video: at least 360p and 720p. */
export const VIDEO_LADDER = [
  { name: '360p', height: 360, videoBitrate: '700k', maxrate: '800k' },
  { name: '720p', height: 720, videoBitrate: '2200k', maxrate: '2500k' },
] as const;

export interface CaptionInput {
  /** BCP 47 language of the track, e.g. th or en. */
  language: string;
  file: string;
}

export interface AssetMeta {
  kind: 'video' | 'audio';
  /** Seconds. */
  duration: number;
  renditions: string[];
  captions: string[];
  poster: string | null;
}

const CAPTION_NAMES: Record<string, string> = { th: 'ไทย', en: 'English' };

/**
 * Turns a video or audio file into HLS in `outDir`: master.m3u8, one folder per
 * rendition (index.m3u8 + 2 s MPEG-TS segments, H.264/AAC so Safari plays it
 * natively and hls.js everywhere else), poster.jpg and WebVTT caption playlists.
 */
export async function ingestFile(input: string, outDir: string, captions: CaptionInput[] = []): Promise<AssetMeta> {
  const info = await probe(input);
  if (!info.hasVideo && !info.hasAudio) throw new Error(`${input}: no audio or video stream`);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });

  const kind = info.hasVideo ? 'video' : 'audio';
  const renditions: string[] = kind === 'video' ? VIDEO_LADDER.map((r) => r.name) : ['audio'];
  for (const name of renditions) await mkdir(join(outDir, name), { recursive: true });

  // One ffmpeg run per rendition, and our own master playlist: simple, and it also works with the
  // static ffmpeg 4.1 that npm ships (its multi-variant HLS muxer crashes).
  const audio = ['-c:a', 'aac', '-b:a', '96k', '-ac', '2', '-ar', '48000'];
  const hls = (name: string) => [
    '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments',
    '-hls_segment_filename', join(outDir, name, 'seg_%03d.ts'), join(outDir, name, 'index.m3u8'),
  ];
  const variants: string[] = [];
  if (kind === 'video') {
    for (const r of VIDEO_LADDER) {
      await runTool(ffmpegPath(), [
        '-y', '-hide_banner', '-loglevel', 'error', '-i', input, '-map', '0:v:0', ...(info.hasAudio ? ['-map', '0:a:0'] : []),
        '-vf', `scale=-2:${r.height}`, '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p',
        '-b:v', r.videoBitrate, '-maxrate', r.maxrate, '-bufsize', r.maxrate, '-sc_threshold', '0',
        '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, ...(info.hasAudio ? audio : []), ...hls(r.name),
      ]);
      const width = info.height > 0 ? Math.round((info.width * r.height) / info.height / 2) * 2 : 0;
      const bandwidth = (parseInt(r.maxrate, 10) + (info.hasAudio ? 96 : 0)) * 1000;
      const codecs = info.hasAudio ? 'avc1.4d401f,mp4a.40.2' : 'avc1.4d401f';
      variants.push(`#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${width}x${r.height},CODECS="${codecs}"`, `${r.name}/index.m3u8`);
    }
  } else {
    await runTool(ffmpegPath(), ['-y', '-hide_banner', '-loglevel', 'error', '-i', input, '-map', '0:a:0', ...audio, ...hls('audio')]);
    variants.push('#EXT-X-STREAM-INF:BANDWIDTH=110000,CODECS="mp4a.40.2"', 'audio/index.m3u8');
  }
  await writeFile(join(outDir, 'master.m3u8'), ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS', ...variants, ''].join('\n'));

  let poster: string | null = null;
  if (kind === 'video') {
    const at = Math.min(1, info.duration / 2).toFixed(2);
    await runTool(ffmpegPath(), ['-y', '-loglevel', 'error', '-ss', at, '-i', input, '-frames:v', '1', '-vf', 'scale=-2:720', '-q:v', '4', join(outDir, 'poster.jpg')]);
    poster = 'poster.jpg';
  }

  const mpegts = firstPts(await readFile(join(outDir, renditions[0] ?? 'audio', 'seg_000.ts')));
  const languages: string[] = [];
  if (captions.length > 0) await mkdir(join(outDir, 'subs'), { recursive: true });
  for (const caption of captions) {
    const text = await readFile(caption.file, 'utf8');
    if (!text.trimStart().startsWith('WEBVTT')) throw new Error(`${caption.file}: not a WebVTT file`);
    // Pin caption time 0 to the first video timestamp (ffmpeg starts MPEG-TS at ~1.4 s), else hls.js shows cues early.
    await writeFile(join(outDir, 'subs', `${caption.language}.vtt`), withTimestampMap(text, mpegts));
    const duration = Math.ceil(info.duration);
    await writeFile(
      join(outDir, 'subs', `${caption.language}.m3u8`),
      ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${duration}`, '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD',
        `#EXTINF:${info.duration.toFixed(3)},`, `${caption.language}.vtt`, '#EXT-X-ENDLIST', ''].join('\n'),
    );
    languages.push(caption.language);
  }
  if (languages.length > 0) await addSubtitlesToMaster(join(outDir, 'master.m3u8'), languages);

  const meta: AssetMeta = { kind, duration: info.duration, renditions, captions: languages, poster };
  await writeFile(join(outDir, 'meta.json'), JSON.stringify(meta, null, 2));
  return meta;
}

/** WebVTT with an X-TIMESTAMP-MAP header (kept as it is when the file has one). */
export function withTimestampMap(vtt: string, mpegts: number): string {
  if (/^X-TIMESTAMP-MAP=/m.test(vtt)) return vtt;
  const [first = 'WEBVTT', ...rest] = vtt.replace(/^\uFEFF/, '').split(/\r?\n/);
  return [first, `X-TIMESTAMP-MAP=MPEGTS:${mpegts},LOCAL:00:00:00.000`, ...rest].join('\n');
}

/** ffmpeg's master playlist knows nothing of side-loaded WebVTT: add the subtitle group. */
async function addSubtitlesToMaster(file: string, languages: string[]): Promise<void> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  const media = languages.map(
    (lang, i) =>
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${CAPTION_NAMES[lang] ?? lang}",LANGUAGE="${lang}",DEFAULT=${i === 0 ? 'YES' : 'NO'},AUTOSELECT=YES,URI="subs/${lang}.m3u8"`,
  );
  const out: string[] = [];
  for (const line of lines) {
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      if (media.length > 0) out.push(...media.splice(0));
      out.push(`${line},SUBTITLES="subs"`);
    } else out.push(line);
  }
  await writeFile(file, out.join('\n'));
}

export async function readMeta(assetDir: string): Promise<AssetMeta | null> {
  try {
    return JSON.parse(await readFile(join(assetDir, 'meta.json'), 'utf8')) as AssetMeta;
  } catch {
    return null;
  }
}
