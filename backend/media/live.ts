/**
 * Continuous sliding-window HLS live playlists over looped VOD segments. The
 * window is a pure function of the wall clock (no per-viewer state), so every
 * client and every backend replica joins "now" at the same place.
 */

/** Every channel's timeline starts here; media sequence 0 is the first segment after it. */
export const LIVE_EPOCH_MS = Date.UTC(2024, 0, 1);
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
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
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

/** The live master: the asset's ladder without the VOD-only subtitle group. */
export function liveMaster(vodMaster: string): string {
  return vodMaster
    .split('\n')
    .filter((line) => !line.startsWith('#EXT-X-MEDIA:TYPE=SUBTITLES'))
    .map((line) => line.replace(/,SUBTITLES="[^"]*"/, ''))
    .join('\n');
}
