import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { publicOrigin } from './origin';
import { absoluteUrl, alternatesFor, OG_IMAGE, OG_LOCALE, oembedPath, shareImagePath } from './urls';

export interface ShareInput {
  /** og:type: `video.other` for a video or live channel. */
  type?: 'website' | 'video.other' | 'music.radio_station';
  /** The catalogue thumbnail (a /media path or an absolute URL). */
  thumbnail?: string;
  /** The embeddable player page (og:video, text/html). */
  embed?: string;
  publishedTime?: string;
  /** Announce the oEmbed endpoint for this page (videos and channels). */
  oembed?: boolean;
}

export interface PageMetadataInput {
  locale: AppLocale;
  /** The page's path without locale prefix (`/vod/1`). */
  path: string;
  /** Page title (the layout adds the site name), or an absolute one (the home page). */
  title: string | { absolute: string };
  description: string;
  /** Crawlers: default index, follow. */
  robots?: { index: boolean; follow: boolean };
  share?: ShareInput;
}

/**
 * The one metadata builder of every page: localized title and description, the canonical
 * URL with hreflang alternates (th, en, x-default = th), OpenGraph and Twitter cards with
 * absolute URLs from the public origin, and robots for pages that must not be indexed.
 */
export async function pageMetadata({ locale, path, title, description, robots, share = {} }: PageMetadataInput): Promise<Metadata> {
  const origin = publicOrigin();
  const t = await getTranslations({ locale, namespace: 'Common' });
  const { canonical, languages } = alternatesFor(origin, locale, path);
  const plainTitle = typeof title === 'string' ? title : title.absolute;
  const image = share.thumbnail ? absoluteUrl(origin, shareImagePath(share.thumbnail)) : undefined;
  const sized = image && shareImagePath(share.thumbnail ?? '') !== share.thumbnail ? OG_IMAGE : {};
  const embed = share.embed ? absoluteUrl(origin, share.embed) : undefined;
  return {
    title,
    description,
    alternates: {
      canonical,
      languages,
      ...(share.oembed ? { types: { 'application/json+oembed': [{ url: absoluteUrl(origin, oembedPath(canonical)), title: plainTitle }] } } : {}),
    },
    openGraph: {
      type: share.type ?? 'website',
      siteName: t('siteName'),
      title: plainTitle,
      description,
      url: canonical,
      locale: OG_LOCALE[locale],
      alternateLocale: [OG_LOCALE[locale === 'th' ? 'en' : 'th']],
      ...(image ? { images: [{ url: image, alt: plainTitle, ...sized }] } : {}),
      ...(embed ? { videos: [{ url: embed, secureUrl: embed.startsWith('https:') ? embed : undefined, type: 'text/html', ...OG_IMAGE }] } : {}),
      ...(share.publishedTime ? { publishedTime: share.publishedTime } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: plainTitle,
      description,
      ...(image ? { images: [image] } : {}),
    },
    ...(robots ? { robots } : {}),
  };
}

/** Crawlers may follow the links but must not index the page (search results). */
export const NOINDEX_FOLLOW = { index: false, follow: true } as const;
/** Neither index nor follow (members' pages, tokens in the address, diagnostics). */
export const NOINDEX = { index: false, follow: false } as const;

/**
 * A not-found page's title and description, localized (Next adds noindex to every 404): for a page whose
 * item does not exist, whose metadata would otherwise be the site's name alone.
 */
export async function notFoundMetadata(locale: AppLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), description: t('description') };
}

/**
 * The metadata of a page about one catalogue item, from its lookup (undefined: no such item): `build`'s
 * for the item, `missing`'s when there is none (the page answers 404), none of its own when the backend
 * could not be asked (the page says so itself).
 */
export async function itemMetadata<T>(
  lookup: Promise<T | undefined>,
  build: (item: T) => Metadata | Promise<Metadata>,
  missing: () => Promise<Metadata>,
): Promise<Metadata> {
  const item = await lookup.catch(() => null);
  if (item === null) return {};
  return item === undefined ? missing() : build(item);
}

/**
 * `generateMetadata` of a page without catalogue data: the title from `Pages.<key>`,
 * the description from `Seo.<key>`.
 */
export function staticPageMetadata(key: string, path: string, robots?: PageMetadataInput['robots']) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale: raw } = await params;
    const locale: AppLocale = raw === 'en' ? 'en' : 'th';
    const [tp, ts] = await Promise.all([getTranslations({ locale, namespace: 'Pages' }), getTranslations({ locale, namespace: 'Seo' })]);
    return pageMetadata({ locale, path, title: tp(key), description: ts(key), robots });
  };
}
