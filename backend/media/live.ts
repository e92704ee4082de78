/**
 * Continuous sliding-window HLS live playlists over looped VOD segments. The
 * window is a pure function of the wall clock (no per-viewer state), so every
 * client and every backend replica joins "now" at the same place. Live captions
 * are subtitle playlists built the same way (so they slide in step), whose
 * WebVTT segments carry the looped clip's cues for their window.
 */

/** Every channel's timeline starts here; media sequence 0 is the first segment after it. */
export const LIVE_EPOCH_MS = Date.UTC(2024, 0, 1);
/**
 * Discontinuity numbers count loops modulo this. hls.js keeps per-discontinuity timestamps in an array
 * indexed by the number and copies and scans it on every fragment and playlist load, so a count since
 * the epoch (11 million for an 8 s clip) cost seconds of main-thread time per minute of live playback.
 * At a wrap the number drops to 0 for one reload; hls.js keeps the old numbering for segments it has
 * already seen (the drift correction in its playlist merge), so playback goes on. With an 8 s clip it
 * wraps every 9 hours.
 */
export const DISCONTINUITY_CYCLE = 4096;
/** Segments listed per playlist: with 2 s segments, a 60 s DVR window. */
export const LIVE_WINDOW = 30;

export interface LoopSource {
  /** Durations (seconds) of the looped source segments, in order. */
  durations: number[];
}

export interface LiveSegment {
  /** Media sequence number (global, ever increasing). */
  sequence: number;
  /** Index of the source segment it plays. */
  source: number;
  duration: number;
  startsAt: Date;
  /** Where it starts within the looped source (seconds): the window its captions come from. */
  offset: number;
  /** First segment of a loop: timestamps restart, so the playlist marks a discontinuity. */
  loopStart: boolean;
}

function loopLength(source: LoopSource): number {
  return source.durations.reduce((sum, d) => sum + d, 0);
}

/** The segment that covers `ms` on the timeline. */
export function segmentAt(source: LoopSource, ms: number): number {
  const length = loopLength(source);
  const count = source.durations.length;
  const elapsed = Math.max(0, ms - LIVE_EPOCH_MS) / 1000;
  const loop = Math.floor(elapsed / length);
  let offset = elapsed - loop * length;
  let index = 0;
  for (; index < count - 1; index++) {
    const d = source.durations[index] ?? 0;
    if (offset < d) break;
    offset -= d;
  }
  return loop * count + index;
}

export function liveSegment(source: LoopSource, sequence: number): LiveSegment {
  const count = source.durations.length;
  const loop = Math.floor(sequence / count);
  const index = sequence - loop * count;
  const before = source.durations.slice(0, index).reduce((sum, d) => sum + d, 0);
  return {
    sequence,
    source: index,
    duration: source.durations[index] ?? 0,
    startsAt: new Date(LIVE_EPOCH_MS + (loop * loopLength(source) + before) * 1000),
    offset: before,
    loopStart: index === 0,
  };
}

/**
 * The live media playlist at `nowMs`: the last LIVE_WINDOW complete segments
 * (the one still "being recorded" is not listed), with program-date-time on
 * every segment and a discontinuity at each loop point.
 */
export function livePlaylist(source: LoopSource, nowMs: number, uri: (sequence: number) => string): string {
  const count = source.durations.length;
  const last = segmentAt(source, nowMs) - 1;
  const first = Math.max(0, last - LIVE_WINDOW + 1);
  const target = Math.ceil(Math.max(...source.durations));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    // Segment n belongs to discontinuity number floor(n / count): one per loop point passed.
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count) % DISCONTINUITY_CYCLE}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  for (let sequence = first; sequence <= last; sequence++) {
    const segment = liveSegment(source, sequence);
    if (segment.loopStart && sequence !== first) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${segment.startsAt.toISOString()}`);
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`);
    lines.push(uri(sequence));
  }
  return `${lines.join('\n')}\n`;
}

/** Segment durations of an HLS media playlist (its #EXTINF values). */
export function parseDurations(playlist: string): number[] {
  return [...playlist.matchAll(/^#EXTINF:([\d.]+)/gm)].map((match) => Number(match[1]));
}

/**
 * The live master: the asset's ladder with its subtitle group pointing at the
 * live caption playlists (`subs/<lang>/index.m3u8`), none selected by default.
 */
export function liveMaster(vodMaster: string): string {
  return vodMaster
    .split('\n')
    .map((line) =>
      line.startsWith('#EXT-X-MEDIA:TYPE=SUBTITLES')
        ? line.replace(/DEFAULT=YES/, 'DEFAULT=NO').replace(/URI="subs\/([a-z]{2,8}(?:-[A-Za-z0-9]{1,8})*)\.m3u8"/, 'URI="subs/$1/index.m3u8"')
        : line,
    )
    .join('\n');
}

export interface Cue {
  /** Seconds, in the looped source's own time. */
  start: number;
  end: number;
  /** Cue settings after the timings (position, align, ...), if any. */
  settings: string;
  text: string;
}

const TIMESTAMP = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/;

function parseTimestamp(value: string): number | null {
  const match = TIMESTAMP.exec(value);
  if (!match) return null;
  const [, h = '0', m = '0', s = '0', ms = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

export function formatTimestamp(seconds: number): string {
  const total = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(total / 3_600_000))}:${pad(Math.floor(total / 60_000) % 60)}:${pad(Math.floor(total / 1000) % 60)}.${pad(total % 1000, 3)}`;
}

/** The cues of a WebVTT file (identifiers, NOTE/STYLE/REGION blocks and the header are dropped). */
export function parseVtt(text: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => line.includes('-->'));
    if (at < 0 || at > 1) continue;
    const [timing = '', ...rest] = (lines[at] ?? '').trim().split(/\s+-->\s+/);
    const [endText = '', ...settings] = rest.join(' ').split(/\s+/);
    const start = parseTimestamp(timing);
    const end = parseTimestamp(endText);
    const body = lines.slice(at + 1).join('\n').trim();
    if (start === null || end === null || end <= start || !body) continue;
    cues.push({ start, end, settings: settings.join(' '), text: body });
  }
  return cues;
}

/**
 * One live caption segment: the cues overlapping `[from, to)` of the looped
 * source, in the source's own time. X-TIMESTAMP-MAP pins source time 0 to
 * `mpegts`, the first PTS of the source's MPEG-TS segments, which every loop
 * (discontinuity) restarts at, so cues land on the same frames as in the clip.
 */
export function liveVttSegment(cues: Cue[], from: number, to: number, mpegts: number): string {
  const lines = ['WEBVTT', `X-TIMESTAMP-MAP=MPEGTS:${mpegts},LOCAL:00:00:00.000`, ''];
  for (const cue of cues) {
    if (cue.end <= from || cue.start >= to) continue;
    const settings = cue.settings ? ` ${cue.settings}` : '';
    lines.push(`${formatTimestamp(cue.start)} --> ${formatTimestamp(cue.end)}${settings}`, cue.text, '');
  }
  return `${lines.join('\n')}\n`;
}

/** The earliest PES presentation timestamp (90 kHz) among an MPEG-TS buffer's first packets; 0 if none. */
export function firstPts(ts: Uint8Array, packets = 400): number {
  let min = Number.POSITIVE_INFINITY;
  for (let at = 0; at + 188 <= ts.length && at < packets * 188; at += 188) {
    if (ts[at] !== 0x47) break;
    const b1 = ts[at + 1] ?? 0;
    const b3 = ts[at + 3] ?? 0;
    if (!(b1 & 0x40)) continue; // payload_unit_start_indicator
    let p = at + 4;
    if (b3 & 0x20) p += 1 + (ts[at + 4] ?? 0); // adaptation field
    if (!(b3 & 0x10) || p + 14 > at + 188) continue;
    if (ts[p] !== 0 || ts[p + 1] !== 0 || ts[p + 2] !== 1) continue; // not a PES (PAT/PMT)
    const streamId = ts[p + 3] ?? 0;
    if (streamId < 0xc0 || streamId > 0xef) continue; // audio/video streams only
    if (!((ts[p + 7] ?? 0) & 0x80)) continue; // no PTS
    const b = (i: number) => ts[p + 9 + i] ?? 0;
    const pts = ((b(0) >> 1) & 0x07) * 2 ** 30 + ((b(1) << 7) | (b(2) >> 1)) * 2 ** 15 + ((b(3) << 7) | (b(4) >> 1));
    min = Math.min(min, pts);
  }
  return Number.isFinite(min) ? min : 0;
}
