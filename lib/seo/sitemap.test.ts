import { buildSitemap, PUBLIC_PAGES, sitemapEntries, sitemapPages } from './sitemap';
import { POLICY_REVISED } from '@/lib/content/policies';
import { validateSitemap } from './xsd/validate';

const ORIGIN = 'https://tv.example.go.th';
const index = {
  videos: [
    { id: 1, lastModified: '2026-01-02T00:00:00.000Z' },
    { id: 2, lastModified: '2026-03-04T05:06:07.000Z' },
  ],
  audio: [{ id: 5, lastModified: '2025-12-31T23:00:00.000Z' }],
  channels: [{ id: 1, lastModified: null }],
  categories: [{ id: 3, lastModified: '2026-03-04T05:06:07.000Z' }],
};
const entries = sitemapEntries(ORIGIN, sitemapPages(index));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap', () => {
  it('lists every public page and catalogue item in Thai and English', () => {
    const pages = PUBLIC_PAGES.length + 2 + 2 + 1 + 1;
    expect(entries).toHaveLength(pages * 2);
    const all = entries.map((e) => e.loc);
    expect(all).toEqual(expect.arrayContaining([
      ORIGIN, `${ORIGIN}/en`, `${ORIGIN}/vod/2`, `${ORIGIN}/en/vod/2`, `${ORIGIN}/audio/5`, `${ORIGIN}/en/audio/5`,
      `${ORIGIN}/live/1`, `${ORIGIN}/en/channel/1`, `${ORIGIN}/category/3`, `${ORIGIN}/en/category/3`, `${ORIGIN}/en/termandconditions`,
    ]));
    expect(all.some((loc) => /profile|history|favorite|search|resetpassword|\/test/.test(loc))).toBe(false);
    // A category's /viewmore/{id} is the same page as /category/{id}, its canonical: not listed twice.
    expect(all.filter((loc) => loc.includes('/viewmore/'))).toEqual([`${ORIGIN}/viewmore/livestream`, `${ORIGIN}/en/viewmore/livestream`, `${ORIGIN}/viewmore/livechannel`, `${ORIGIN}/en/viewmore/livechannel`]);
    expect(entries.find((e) => e.loc === `${ORIGIN}/en/vod/2`)).toEqual({
      loc: `${ORIGIN}/en/vod/2`,
      lastModified: '2026-03-04T05:06:07.000Z',
      alternates: { th: `${ORIGIN}/vod/2`, en: `${ORIGIN}/en/vod/2`, 'x-default': `${ORIGIN}/vod/2` },
    });
  });

  it('gives each policy page the day of its current text as lastmod, and other fixed pages none', () => {
    expect(entries.find((e) => e.loc === `${ORIGIN}/en/cookiespolicy`)?.lastModified).toBe(`${POLICY_REVISED.cookiespolicy}T00:00:00+07:00`);
    expect(entries.find((e) => e.loc === `${ORIGIN}/privacypolicy`)?.lastModified).toBe(`${POLICY_REVISED.privacypolicy}T00:00:00+07:00`);
    expect(entries.find((e) => e.loc === `${ORIGIN}/schedule`)?.lastModified).toBeUndefined();
    const xml = buildSitemap(ORIGIN, entries) ?? '';
    const day = new Date(`${POLICY_REVISED.cookiespolicy}T00:00:00+07:00`).toISOString();
    expect(xml).toContain(`<url><loc>${ORIGIN}/cookiespolicy</loc><lastmod>${day}</lastmod>`);
  });

  it('is one urlset that validates against sitemap.xsd, hreflang links included', async () => {
    const xml = buildSitemap(ORIGIN, entries) ?? '';
    expect(xml).toContain('<urlset');
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/vod/1"/>`);
    expect(locs(xml)).toHaveLength(entries.length);
    expect(await validateSitemap(xml)).toEqual({ valid: true, errors: [] });
  });

  it('the validation catches a broken sitemap', async () => {
    const broken = (buildSitemap(ORIGIN, entries) ?? '').replace('<lastmod>2026-01-02T00:00:00.000Z</lastmod>', '<lastmod>yesterday</lastmod>');
    expect((await validateSitemap(broken)).valid).toBe(false);
    const badLink = (buildSitemap(ORIGIN, entries) ?? '').replace('hreflang="x-default"', 'hreflang="Not A Lang"');
    expect((await validateSitemap(badLink)).valid).toBe(false);
  });

  it('splits into files of at most `limit` URLs behind a valid sitemap index', async () => {
    const limit = 7;
    const files = Math.ceil(entries.length / limit);
    const indexXml = buildSitemap(ORIGIN, entries, { limit }) ?? '';
    expect(indexXml).toContain('<sitemapindex');
    expect(locs(indexXml)).toEqual(Array.from({ length: files }, (_, n) => `${ORIGIN}/sitemap/${n}.xml`));
    expect(await validateSitemap(indexXml)).toEqual({ valid: true, errors: [] });

    const seen: string[] = [];
    for (let part = 0; part < files; part++) {
      const xml = buildSitemap(ORIGIN, entries, { limit, part }) ?? '';
      expect(locs(xml).length).toBeLessThanOrEqual(limit);
      expect(await validateSitemap(xml)).toEqual({ valid: true, errors: [] });
      seen.push(...locs(xml).map(String));
    }
    expect(seen).toEqual(entries.map((e) => e.loc));
    expect(buildSitemap(ORIGIN, entries, { limit, part: files })).toBeNull();
    expect(buildSitemap(ORIGIN, entries, { limit, part: -1 })).toBeNull();
  });
});
