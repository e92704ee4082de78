import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../testing/test-app';
import { assetDir, DEMO_AUDIO, DEMO_VIDEOS, ensureDemoMedia } from './demo';
import { ffmpegPath, ffprobePath, runTool } from './ffmpeg';
import { ingestFile } from './ingest';
import { DISCONTINUITY_CYCLE, firstPts, LIVE_EPOCH_MS, LIVE_WINDOW, livePlaylist, liveVttSegment, parseVtt } from './live';

let mediaDir: string;
let t: TestApp;
let now = LIVE_EPOCH_MS + 1000 * 60 * 60 * 24 * 400 + 123;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'media-test-'));
  await ensureDemoMedia(mediaDir);
  t = await createTestApp({ mediaDir, clock: () => now });
}, 300_000);
afterAll(async () => {
  await t?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const mediaSequence = (playlist: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1]);
const uris = (playlist: string) => playlist.split('\n').filter((line) => line && !line.startsWith('#'));

describe('ingest', () => {
  it('turns a real video file into a 360p/720p HLS ladder with poster and captions', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'ingest-test-'));
    try {
      const source = path.join(work, 'clip.mp4');
      await runTool(ffmpegPath(), ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=4', '-f', 'lavfi', '-i', 'sine=duration=4', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', source]);
      await writeFile(path.join(work, 'en.vtt'), 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello\n');
      const out = path.join(work, 'out');
      const meta = await ingestFile(source, out, [{ language: 'en', file: path.join(work, 'en.vtt') }]);
      expect(meta).toMatchObject({ kind: 'video', renditions: ['360p', '720p'], captions: ['en'], poster: 'poster.jpg' });
      expect(meta.duration).toBeCloseTo(4, 0);
      const master = await readFile(path.join(out, 'master.m3u8'), 'utf8');
      expect(master).toContain('RESOLUTION=640x360');
      expect(master).toContain('RESOLUTION=1280x720');
      expect(master).toContain('TYPE=SUBTITLES');
      expect((await stat(path.join(out, '720p', 'seg_000.ts'))).size).toBeGreaterThan(1000);
      expect((await stat(path.join(out, 'poster.jpg'))).size).toBeGreaterThan(1000);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }, 120_000);

  it('generated the demo media once; a second run reuses it', async () => {
    const meta = path.join(assetDir(mediaDir, DEMO_VIDEOS[0].name), 'meta.json');
    const before = (await stat(meta)).mtimeMs;
    await ensureDemoMedia(mediaDir);
    expect((await stat(meta)).mtimeMs).toBe(before);
    expect(JSON.parse(await readFile(path.join(assetDir(mediaDir, DEMO_AUDIO[0].name), 'meta.json'), 'utf8'))).toMatchObject({ kind: 'audio' });
  });
});

describe('GET /media/hls (VOD)', () => {
  it('serves the master, segments with ranges, captions with MIME types and cache headers', async () => {
    const master = await get('/media/hls/vod/5/index.m3u8');
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toContain('360p/index.m3u8');
    const segment = await get('/media/hls/vod/5/360p/seg_000.ts');
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.headers['cache-control']).toContain('immutable');
    const range = await get('/media/hls/vod/5/360p/seg_000.ts', { range: 'bytes=0-187' });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload).toHaveLength(188);
    expect(range.headers['content-range']).toMatch(/^bytes 0-187\/\d+$/);
    expect((await get('/media/hls/vod/5/subs/th.vtt')).headers['content-type']).toContain('text/vtt');
    expect((await get('/media/hls/vod/5/../../etc/passwd')).statusCode).toBe(404);
    expect((await get('/media/hls/vod/5/360p/seg_999.ts')).statusCode).toBe(404);
  });
});

describe('live playlists over time', () => {
  it.each([
    ['a TV channel (720p rendition)', '/media/hls/live/nbt2hd/720p/index.m3u8', 'video/mp2t'],
    ['a radio station', '/media/hls/radio/3/index.m3u8', 'video/mp2t'],
  ])('%s: sliding window, media sequence advances, segments fetchable', async (_, url, segmentType) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(first.headers['cache-control']).toBe('public, max-age=1');
    expect(first.body).not.toContain('#EXT-X-ENDLIST');
    expect(first.body).toContain('#EXT-X-PROGRAM-DATE-TIME:');
    expect(first.body).toContain('#EXT-X-DISCONTINUITY\n');
    expect(uris(first.body)).toHaveLength(LIVE_WINDOW);
    const program = [...first.body.matchAll(/#EXT-X-PROGRAM-DATE-TIME:(.+)/g)].map((m) => Date.parse(m[1] ?? ''));
    expect(now - (program.at(-1) ?? 0)).toBeLessThan(10_000);

    const sequence = mediaSequence(first.body);
    now += 10_000;
    const later = await get(url);
    expect(mediaSequence(later.body)).toBeGreaterThanOrEqual(sequence + 4);
    expect(mediaSequence(later.body)).toBeLessThanOrEqual(sequence + 6);

    const base = url.replace(/index\.m3u8$/, '');
    for (const uri of uris(later.body).slice(-3)) {
      const segment = await get(base + uri);
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe(segmentType);
      expect(segment.rawPayload.length).toBeGreaterThan(188);
    }
  });

  it('keeps discontinuity numbers small and consistent between reloads (hls.js indexes an array by them)', () => {
    const source = { durations: [2, 2, 2, 2] };
    /** Each listed segment's discontinuity number, as a client derives it from the playlist. */
    const numbered = (playlist: string) => {
      let cc = Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(playlist)?.[1]);
      const bySequence = new Map<number, number>();
      for (const line of playlist.split('\n')) {
        if (line === '#EXT-X-DISCONTINUITY') cc += 1;
        else if (line && !line.startsWith('#')) bySequence.set(Number(line.replace('.ts', '')), cc);
      }
      return bySequence;
    };
    const years = LIVE_EPOCH_MS + 3 * 365 * 24 * 3600 * 1000;
    const at = numbered(livePlaylist(source, years, (n) => `${n}.ts`));
    expect(Math.max(...at.values())).toBeLessThan(DISCONTINUITY_CYCLE + LIVE_WINDOW);
    // Ten seconds later the segments both playlists list keep their numbers.
    const later = numbered(livePlaylist(source, years + 10_000, (n) => `${n}.ts`));
    const shared = [...later.keys()].filter((sequence) => at.has(sequence));
    expect(shared.length).toBeGreaterThan(LIVE_WINDOW - 8);
    for (const sequence of shared) expect(later.get(sequence)).toBe(at.get(sequence));
    // Where the count wraps, the sequence restarts at 0 while the media sequence keeps rising.
    const loopMs = source.durations.reduce((sum, d) => sum + d, 0) * 1000;
    const wrap = LIVE_EPOCH_MS + DISCONTINUITY_CYCLE * 5 * loopMs;
    const before = livePlaylist(source, wrap + LIVE_WINDOW * 2000 - 4000, (n) => `${n}.ts`);
    const after = livePlaylist(source, wrap + LIVE_WINDOW * 2000 + 1000, (n) => `${n}.ts`);
    expect(before).toContain(`#EXT-X-DISCONTINUITY-SEQUENCE:${DISCONTINUITY_CYCLE - 1}\n`);
    expect(after).toMatch(/#EXT-X-DISCONTINUITY-SEQUENCE:0\n/);
    expect(mediaSequence(after)).toBeGreaterThan(mediaSequence(before));
  });

  it('the live master lists the ladder and a subtitle group pointing at the live caption playlists', async () => {
    const master = await get('/media/hls/live/nbt-world/index.m3u8');
    expect(master.body).toContain('360p/index.m3u8');
    expect(master.body).toContain('720p/index.m3u8');
    const media = master.body.split('\n').filter((line) => line.startsWith('#EXT-X-MEDIA:TYPE=SUBTITLES'));
    expect(media).toEqual([
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="ไทย",LANGUAGE="th",DEFAULT=NO,AUTOSELECT=YES,URI="subs/th/index.m3u8"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="subs/en/index.m3u8"',
    ]);
    const variants = master.body.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF:'));
    expect(variants).toHaveLength(2);
    for (const variant of variants) expect(variant).toContain('SUBTITLES="subs"');
  });
  it('answers 503 while the media is not generated yet', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'media-empty-'));
    const other = await createTestApp({ mediaDir: empty });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/media/hls/live/nbt2hd/index.m3u8' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: { code: 'upstream_unavailable' } });
    } finally {
      await other.close();
      await rm(empty, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('live captions', () => {
  const base = '/media/hls/live/nbt2hd/';
  const strip = (playlist: string) => playlist.replace(/^(\d+)\.(ts|vtt)$/gm, '$1');

  it('the subtitle playlists slide in step with the video renditions', async () => {
    for (const language of ['th', 'en']) {
      const subs = await get(`${base}subs/${language}/index.m3u8`);
      expect(subs.statusCode).toBe(200);
      expect(subs.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(subs.headers['cache-control']).toBe('public, max-age=1');
      expect(uris(subs.body)).toHaveLength(LIVE_WINDOW);
      expect(uris(subs.body).every((uri) => /^\d+\.vtt$/.test(uri))).toBe(true);
      // Same target duration, media sequence, discontinuities and program-date-time as the video.
      for (const rendition of ['360p', '720p']) expect(strip(subs.body)).toBe(strip((await get(`${base}${rendition}/index.m3u8`)).body));
    }
    const before = mediaSequence((await get(`${base}subs/en/index.m3u8`)).body);
    now += 6_000;
    const after = await get(`${base}subs/en/index.m3u8`);
    expect(mediaSequence(after.body)).toBeGreaterThanOrEqual(before + 2);
    expect(mediaSequence(after.body)).toBeLessThanOrEqual(before + 4);
    expect(mediaSequence(after.body)).toBe(mediaSequence((await get(`${base}720p/index.m3u8`)).body));
    expect(strip(after.body)).toBe(strip((await get(`${base}360p/index.m3u8`)).body));
  });

  it('serves WebVTT segments with the cues of their window, mapped onto the MPEG-TS timestamps', async () => {
    // The clip's own first PTS, as ffprobe sees it, is what X-TIMESTAMP-MAP pins cue time 0 to.
    const starts = new Set<number>();
    for (const demo of DEMO_VIDEOS) {
      const segment = path.join(assetDir(mediaDir, demo.name), '360p', 'seg_000.ts');
      const probed = Number((await runTool(ffprobePath(), ['-v', 'error', '-show_entries', 'format=start_time', '-of', 'csv=p=0', segment])).trim());
      const pts = firstPts(await readFile(segment));
      expect(Math.abs(pts - probed * 90_000)).toBeLessThan(2);
      starts.add(pts);
    }

    const playlist = (await get(`${base}subs/en/index.m3u8`)).body;
    // The segment after a discontinuity is the first 2 s of the clip: the first cue (1 s - 3 s) only.
    const lines = playlist.split('\n');
    const loopStart = lines.slice(lines.indexOf('#EXT-X-DISCONTINUITY')).find((line) => line && !line.startsWith('#')) ?? '';
    expect(loopStart).toMatch(/^\d+\.vtt$/);
    for (const [language, first, last] of [
      ['en', 'Hello, and welcome to the national broadcaster', 'Thank you for watching'],
      ['th', 'สวัสดีค่ะ ยินดีต้อนรับสู่สถานีโทรทัศน์แห่งชาติ', 'ขอบคุณที่รับชมค่ะ'],
    ] as const) {
      const segment = await get(`${base}subs/${language}/${loopStart}`);
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(segment.headers['cache-control']).toContain('immutable');
      const [header, map] = segment.body.split('\n');
      expect(header).toBe('WEBVTT');
      const mpegts = Number(/^X-TIMESTAMP-MAP=MPEGTS:(\d+),LOCAL:00:00:00\.000$/.exec(map ?? '')?.[1]);
      expect(starts.has(mpegts)).toBe(true);
      const cues = parseVtt(segment.body);
      expect(cues).toEqual([{ start: 1, end: 3, settings: '', text: first }]);
      expect(segment.body).not.toContain(last);
    }

    // Every listed segment is valid WebVTT; over a whole loop, every cue turns up.
    const texts = new Set<string>();
    for (const uri of uris(playlist)) {
      const body = (await get(`${base}subs/en/${uri}`)).body;
      expect(body.startsWith('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:')).toBe(true);
      for (const cue of parseVtt(body)) texts.add(cue.text);
    }
    expect([...texts].sort()).toEqual(['Hello, and welcome to the national broadcaster', 'Thank you for watching', 'This is a demo clip for testing the player']);
  });

  it('answers 404 for a language, file or channel it does not have', async () => {
    expect((await get(`${base}subs/fr/index.m3u8`)).statusCode).toBe(404);
    expect((await get(`${base}subs/en/abc.vtt`)).statusCode).toBe(404);
    expect((await get(`${base}subs/en/1.ts`)).statusCode).toBe(404);
    expect((await get('/media/hls/live/Bad_Slug/subs/en/index.m3u8')).statusCode).toBe(404);
  });
});

describe('WebVTT helpers', () => {
  it('parses cues with hours, settings and identifiers, and writes the overlapping ones', () => {
    const cues = parseVtt('WEBVTT\n\nNOTE hi\n\nid-1\n00:01.500 --> 00:00:02.250 align:start\nOne\nline two\n\n01:00:00.000 --> 01:00:01.000\nLate\n');
    expect(cues).toEqual([
      { start: 1.5, end: 2.25, settings: 'align:start', text: 'One\nline two' },
      { start: 3600, end: 3601, settings: '', text: 'Late' },
    ]);
    expect(liveVttSegment(cues, 2, 4, 126000)).toBe('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:126000,LOCAL:00:00:00.000\n\n00:00:01.500 --> 00:00:02.250 align:start\nOne\nline two\n\n');
    expect(liveVttSegment(cues, 2.25, 4, 0)).toBe('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n\n');
  });
});
