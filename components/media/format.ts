import type { AppLocale } from '@/lib/i18n/routing';

const TIME_ZONE = 'Asia/Bangkok';
/** Thai dates in the Buddhist era (2569 for 2026), English in the Gregorian calendar; always Bangkok time. */
const localeTag = (locale: AppLocale) => (locale === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB');

export function formatDate(locale: AppLocale, iso: string): string {
  return new Intl.DateTimeFormat(localeTag(locale), { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

export function formatClock(locale: AppLocale, iso: string): string {
  return new Intl.DateTimeFormat(localeTag(locale), { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));
}

/** `?t=` values: seconds (90) or 1m30s / 1h2m3s, as shared links carry them. */
export function parseStartTime(value: string | string[] | undefined): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return undefined;
  if (/^\d{1,6}(\.\d+)?$/.test(raw)) return Number(raw);
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,5})s)?$/.exec(raw);
  if (!match || raw === '') return undefined;
  const [, h = '0', m = '0', s = '0'] = match;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds > 0 ? seconds : undefined;
}

/**
 * The `?t=` of the address in the browser. VOD pages are served from the page cache, so the server
 * never reads the query; the player takes the start time from here when it attaches the stream.
 */
export function startTimeOfAddress(): number | undefined {
  if (typeof window === 'undefined') return undefined;
  return parseStartTime(new URLSearchParams(window.location.search).get('t') ?? undefined);
}
