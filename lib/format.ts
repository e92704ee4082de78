/** Display formats of the catalogue pages: Asia/Bangkok times, Buddhist-era dates in Thai. */
export const BANGKOK = 'Asia/Bangkok';

/** BCP 47 tag for dates: Thai uses the Buddhist calendar. */
export function dateLocale(locale: string): string {
  return locale === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB';
}

/** 1:05:09 or 5:09. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

export function formatDate(iso: string | Date, locale: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }): string {
  return new Intl.DateTimeFormat(dateLocale(locale), { ...options, timeZone: BANGKOK }).format(new Date(iso));
}

/** 18:30 in Bangkok. */
export function formatTime(iso: string | Date): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: BANGKOK }).format(new Date(iso));
}

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of the Bangkok day of an instant, shifted by whole days. */
export function bangkokDay(instant: Date, offsetDays = 0): string {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

/** The instant the Bangkok day after the one containing `instant` begins (ms since the epoch). */
export function nextBangkokMidnight(instant: Date): number {
  return Date.parse(`${bangkokDay(instant, 1)}T00:00:00Z`) - BANGKOK_OFFSET_MS;
}

/** Minutes since 00:00 Bangkok of `day` (may be negative or beyond 1440 for neighbouring days). */
export function minutesIntoDay(iso: string | Date, day: string): number {
  const midnight = Date.parse(`${day}T00:00:00Z`) - BANGKOK_OFFSET_MS;
  return (new Date(iso).getTime() - midnight) / 60_000;
}
