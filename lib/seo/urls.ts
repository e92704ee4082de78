import { routing, type AppLocale } from '@/lib/i18n/routing';

/** The path of a page in a locale under `as-needed` prefixes: Thai unprefixed, English below /en. */
export function localizedPath(locale: AppLocale, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** An absolute URL on the public origin (paths and already absolute URLs alike). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}

/**
 * Absolute URL of a page of the portal in a locale. The Thai home page is the bare origin
 * (no trailing slash), as Next writes it into canonical and hreflang links.
 */
export function pageUrl(origin: string, locale: AppLocale, path: string): string {
  return locale === routing.defaultLocale && path === '/' ? origin : absoluteUrl(origin, localizedPath(locale, path));
}

export interface Alternates {
  canonical: string;
  languages: Record<AppLocale | 'x-default', string>;
}

/** Canonical URL of `path` in `locale` plus its hreflang alternates; x-default is the Thai page. */
export function alternatesFor(origin: string, locale: AppLocale, path: string): Alternates {
  const th = pageUrl(origin, 'th', path);
  const en = pageUrl(origin, 'en', path);
  return { canonical: locale === 'th' ? th : en, languages: { th, en, 'x-default': th } };
}

/** og:locale values of the two languages. */
export const OG_LOCALE: Record<AppLocale, string> = { th: 'th_TH', en: 'en_US' };

/** Size of the share pictures made by /og/... (16:9, what LINE and Facebook crop well). */
export const OG_IMAGE = { width: 1280, height: 720 } as const;

/**
 * The share picture of a catalogue thumbnail. Generated posters are SVG or WebP (640×360), which
 * Facebook and LINE do not show or show small: those go through /og/..., which serves them as a
 * 1280×720 JPEG. Other or absolute thumbnails pass as they are.
 */
export function shareImagePath(thumbnail: string): string {
  const match = /^\/media\/((?:poster|icon|banner)\/.+)\.(?:svg|webp)$/.exec(thumbnail);
  return match ? `/og/${match[1]}.jpg` : thumbnail;
}

/** The oEmbed endpoint's answer for a portal page URL. */
export const oembedPath = (pageUrl: string) => `/api/oembed?format=json&url=${encodeURIComponent(pageUrl)}`;

/** The embeddable player page of a video or channel, in a language. */
export function embedPath(kind: 'vod' | 'live', id: number | string, locale: AppLocale): string {
  return `/embed/${kind}/${id}${locale === routing.defaultLocale ? '' : `?lang=${locale}`}`;
}
