import { localeOfPath, type AppLocale } from '@/lib/i18n/routing';

/** What an oEmbed `url` names: a video or a live channel of this portal, in a language. */
export interface OEmbedTarget {
  kind: 'vod' | 'live';
  id: string;
  locale: AppLocale;
}

/** A portal URL on our public origin (`/vod/1`, `/en/live/2`, `/channel/2`), or null for anything else. */
export function parsePortalUrl(raw: string, origin: string): OEmbedTarget | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const match = /^(?:\/(en|th))?\/(vod|live|channel)\/([1-9]\d{0,8})\/?$/.exec(url.pathname);
  if (!match) return null;
  const [, , section, id = ''] = match;
  return { kind: section === 'vod' ? 'vod' : 'live', id, locale: localeOfPath(url.pathname) };
}

export const EMBED_SIZE = { width: 640, height: 360 } as const;

/** The player's size: 640×360 (16:9), shrunk to fit maxwidth/maxheight. */
export function embedSize(maxWidth?: number, maxHeight?: number): { width: number; height: number } {
  let width: number = EMBED_SIZE.width;
  if (maxWidth !== undefined) width = Math.min(width, maxWidth);
  if (maxHeight !== undefined) width = Math.min(width, Math.floor((maxHeight * 16) / 9));
  width = Math.max(1, width);
  return { width, height: Math.max(1, Math.round((width * 9) / 16)) };
}

/** A positive whole number from a query parameter; undefined when absent, null when invalid. */
export function sizeParam(value: string | null): number | undefined | null {
  if (value === null || value === '') return undefined;
  return /^[1-9]\d{0,4}$/.test(value) ? Number(value) : null;
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The iframe partners paste: the embed page at the given size. */
export function embedIframe(src: string, title: string, size: { width: number; height: number }): string {
  return `<iframe src="${escapeAttribute(src)}" width="${size.width}" height="${size.height}" title="${escapeAttribute(title)}" frameborder="0" allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowfullscreen></iframe>`;
}
