import type { SitemapIndex } from '@/lib/contract';
import { routing } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { POLICY_REVISED } from '@/lib/content/policies';
import { POLICY_PAGES } from '@/lib/site';
import { absoluteUrl, alternatesFor, pageUrl } from './urls';

/** Search engines read at most 50,000 URLs from one sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

/** A page of the portal, without locale prefix. */
export interface SitemapPage {
  path: string;
  lastModified?: string | null;
}

/** One `<url>`: a page in one language with its hreflang alternates. */
export interface SitemapEntry {
  loc: string;
  lastModified?: string | null;
  alternates: Record<string, string>;
}

/** Public pages that are not catalogue items (member pages, search results and diagnostics stay out). */
export const PUBLIC_PAGES = [
  routes.home(),
  routes.viewmore('livestream'),
  routes.viewmore('livechannel'),
  routes.radio(),
  routes.schedule(),
  routes.social(),
  routes.contact(),
  routes.apipublic(),
  ...POLICY_PAGES.map((page) => routes.policy(page)),
];

/** Policy pages by path, with the day of their current text. */
const revisedPolicy = new Map(POLICY_PAGES.map((page) => [routes.policy(page), `${POLICY_REVISED[page]}T00:00:00+07:00`]));

/** Every public page: the fixed ones (policies with their revision day) and each catalogue item. */
export function sitemapPages(index: SitemapIndex): SitemapPage[] {
  return [
    ...PUBLIC_PAGES.map((path) => ({ path, lastModified: revisedPolicy.get(path) })),
    ...index.channels.flatMap(({ id, lastModified }) => [
      { path: routes.live(id), lastModified },
      { path: routes.channel(id), lastModified },
    ]),
    // A category's /viewmore/{id} shows the same page and names /category/{id} as its canonical one.
    ...index.categories.map(({ id, lastModified }) => ({ path: routes.category(id), lastModified })),
    ...index.videos.map(({ id, lastModified }) => ({ path: routes.vod(id), lastModified })),
    ...index.audio.map(({ id, lastModified }) => ({ path: routes.audio(id), lastModified })),
  ];
}

/** Each page in every language, each listing all its language versions. */
export function sitemapEntries(origin: string, pages: SitemapPage[]): SitemapEntry[] {
  return pages.flatMap(({ path, lastModified }) => {
    const { languages } = alternatesFor(origin, routing.defaultLocale, path);
    return routing.locales.map((locale) => ({ loc: pageUrl(origin, locale, path), lastModified, alternates: languages }));
  });
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const lastmod = (value: string | null | undefined) => (value ? `<lastmod>${escapeXml(new Date(value).toISOString())}</lastmod>` : '');

/** A `<urlset>` with xhtml:link hreflang alternates. */
export function renderUrlset(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = Object.entries(entry.alternates)
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`)
      .join('');
    return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod(entry.lastModified)}${links}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A `<sitemapindex>` of sitemap files. */
export function renderSitemapIndex(files: { loc: string; lastModified?: string | null }[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `<sitemap><loc>${escapeXml(file.loc)}</loc>${lastmod(file.lastModified)}</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The path of the n-th sitemap file of a split sitemap. */
export const sitemapFilePath = (n: number) => `/sitemap/${n}.xml`;

const newest = (entries: SitemapEntry[]) =>
  entries.reduce<string | null>((latest, { lastModified }) => (lastModified && (!latest || lastModified > latest) ? lastModified : latest), null);

/**
 * /sitemap.xml: one urlset while everything fits into `limit` URLs, past that a sitemap
 * index of files of at most `limit` URLs each (`part` picks one of those files).
 */
export function buildSitemap(origin: string, entries: SitemapEntry[], { limit = SITEMAP_URL_LIMIT, part }: { limit?: number; part?: number } = {}): string | null {
  const files = Math.max(1, Math.ceil(entries.length / limit));
  if (part !== undefined) {
    if (!Number.isInteger(part) || part < 0 || part >= files) return null;
    return renderUrlset(entries.slice(part * limit, (part + 1) * limit));
  }
  if (files === 1) return renderUrlset(entries);
  return renderSitemapIndex(
    Array.from({ length: files }, (_, n) => ({ loc: absoluteUrl(origin, sitemapFilePath(n)), lastModified: newest(entries.slice(n * limit, (n + 1) * limit)) })),
  );
}
