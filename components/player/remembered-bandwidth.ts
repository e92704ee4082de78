/**
 * The download speed the last playback measured, kept in the browser (localStorage, never sent to the
 * server, identifying no one; listed in the cookie policy), so that the next video starts at a quality
 * the connection can carry. Without it hls.js's first estimate is the first rendition's own bitrate
 * (360p here, 896 kbit/s), below the 720p rendition's 2.6 Mbit/s: every playback started at 360p,
 * measured a segment, then fetched the 720p playlist and segments, so the first seconds played blurred
 * and were fetched twice. A returning visitor now starts where the last playback left off. If the
 * connection is slower than last time, the first segment comes at the remembered quality, slower, and
 * hls.js steps down from the next one on. (The time to the first frame did not change measurably on a
 * fast connection: the player starts on the first segment either way.)
 */
export const BANDWIDTH_KEY = 'prd.bandwidth';

/** A connection changes (home Wi-Fi, then mobile data): a measurement this old is not used (it stays until overwritten). */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Bounds of what is kept, in bit/s: loopback or a LAN measures gigabits, which says nothing more than this. */
const MIN_BPS = 100_000;
const MAX_BPS = 50_000_000;
const bounded = (bps: number) => Math.min(MAX_BPS, Math.max(MIN_BPS, bps));

interface Stored {
  bps: number;
  at: number;
}

/** The two methods of localStorage used here (tests give a Map behind them). */
type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's storage, or null where there is none or it refuses (private modes, blocked storage). */
function storage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A visitor who asked the browser to save data starts low, whatever was measured. */
function savesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
}

/** The remembered speed in bit/s, if there is a recent one and the visitor does not save data. */
export function rememberedBandwidth(store: KeyValueStore | null = storage(), now = Date.now()): number | undefined {
  if (!store || savesData()) return undefined;
  try {
    const value = JSON.parse(store.getItem(BANDWIDTH_KEY) ?? 'null') as Partial<Stored> | null;
    if (!value || typeof value.bps !== 'number' || typeof value.at !== 'number') return undefined;
    if (!Number.isFinite(value.bps) || now - value.at > MAX_AGE_MS || value.at > now) return undefined;
    return bounded(value.bps);
  } catch {
    return undefined;
  }
}

/** Keeps a measured speed (bit/s); nothing is kept of a figure that is not one. */
export function rememberBandwidth(bps: number, store: KeyValueStore | null = storage(), now = Date.now()): void {
  if (!store || !Number.isFinite(bps) || bps <= 0) return;
  try {
    store.setItem(BANDWIDTH_KEY, JSON.stringify({ bps: Math.round(bounded(bps)), at: now } satisfies Stored));
  } catch {
    // Storage full or refused: the next playback starts as hls.js would on its own.
  }
}
