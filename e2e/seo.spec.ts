import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './fixtures';
import { backendURL, baseURL } from '../playwright.config';
import { isoDuration } from '../lib/seo/duration';
import { validateSitemap } from '../lib/seo/xsd/validate';

// Search engines and link previews: what a crawler (LINE's and Facebook's preview bot) reads.
const PREVIEW_BOT = 'facebookexternalhit/1.1;line-poker/1.0';
type Lang = 'th' | 'en';
const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

interface Video {
  id: number;
  title: string;
  description: string;
  thumbnail: string;
  duration: number;
  publishedAt: string;
  stream: string;
  category: { id: number; name: string };
}

async function backend<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`${backendURL}/api/v1/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

/** The page as a preview bot gets it: no JavaScript, metadata in <head>. */
async function asBot(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ userAgent: PREVIEW_BOT, javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return page;
}

// Absent tags read as null at once (no waiting for them to appear: the bot page has no JavaScript).
const first = (page: Page, selector: string, attribute: string) => page.locator(selector).evaluateAll((els, name) => els[0]?.getAttribute(name) ?? null, attribute);
const meta = (page: Page, property: string) => first(page, `head meta[property="${property}"], head meta[name="${property}"]`, 'content');
const metas = (page: Page, property: string) => page.locator(`head meta[property="${property}"]`).evaluateAll((els) => els.map((el) => el.getAttribute('content')));
const link = (page: Page, selector: string) => first(page, `head link${selector}`, 'href');

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => [JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[]].flat());
}

async function expectAlternates(page: Page, path: string, lang: Lang) {
  const th = `${baseURL}${path === '/' ? '' : path}`;
  const en = `${baseURL}/en${path === '/' ? '' : path}`;
  expect(await link(page, '[rel="canonical"]')).toBe(lang === 'en' ? en : th);
  expect(await link(page, '[rel="alternate"][hreflang="th"]')).toBe(th);
  expect(await link(page, '[rel="alternate"][hreflang="en"]')).toBe(en);
  expect(await link(page, '[rel="alternate"][hreflang="x-default"]')).toBe(th);
}

for (const lang of ['th', 'en'] as const) {
  test(`VOD page (${lang}): OpenGraph, Twitter card and JSON-LD match the catalogue`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const video = await backend<Video>('video', { id: 1, language: lang });
    const url = `${baseURL}${prefix(lang)}/vod/1`;
    // The web app's data cache (60 s, stale-while-revalidate) may still hold a previous run's catalogue.
    const uploadDate = async () => {
      const bot = await asBot(browser, `${prefix(lang)}/vod/1`);
      const date = (await jsonLd(bot)).find((node) => node['@type'] === 'VideoObject')?.uploadDate;
      await bot.context().close();
      return date;
    };
    await expect.poll(uploadDate, { timeout: 90_000 }).toBe(video.publishedAt);
    const page = await asBot(browser, `${prefix(lang)}/vod/1`);

    expect(await meta(page, 'og:title')).toBe(video.title);
    expect(await meta(page, 'og:description')).toBe(video.description);
    expect(await meta(page, 'og:url')).toBe(url);
    expect(await meta(page, 'og:type')).toBe('video.other');
    expect(await meta(page, 'og:locale')).toBe(lang === 'th' ? 'th_TH' : 'en_US');
    expect(await meta(page, 'og:locale:alternate')).toBe(lang === 'th' ? 'en_US' : 'th_TH');
    const image = await meta(page, 'og:image');
    expect(image).toBe(`${baseURL}${video.thumbnail.replace(/^\/media\/(.+)\.(svg|webp)$/, '/og/$1.jpg')}`);
    expect(await meta(page, 'og:image:width')).toBe('1280');
    const embed = `${baseURL}/embed/vod/1${lang === 'en' ? '?lang=en' : ''}`;
    expect(await metas(page, 'og:video')).toContain(embed);
    expect(await meta(page, 'og:video:type')).toBe('text/html');
    expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
    expect(await meta(page, 'twitter:title')).toBe(video.title);
    expect(await meta(page, 'twitter:image')).toBe(image);
    expect(await page.title()).toContain(video.title);
    await expectAlternates(page, '/vod/1', lang);
    expect(await link(page, '[type="application/json+oembed"]')).toBe(`${baseURL}/api/oembed?format=json&url=${encodeURIComponent(url)}`);

    // The share picture is a real JPEG.
    const picture = await request.get(image ?? '');
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/jpeg');
    expect((await picture.body()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const nodes = await jsonLd(page);
    const videoNode = nodes.find((node) => node['@type'] === 'VideoObject');
    expect(videoNode).toMatchObject({
      '@context': 'https://schema.org',
      name: video.title,
      description: video.description,
      thumbnailUrl: [`${baseURL}${video.thumbnail}`],
      uploadDate: video.publishedAt,
      duration: isoDuration(video.duration),
      contentUrl: `${baseURL}${video.stream}`,
      embedUrl: embed,
      url,
      inLanguage: lang,
    });
    const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] } | undefined;
    expect(crumbs?.itemListElement.map((item) => item.item)).toEqual([`${baseURL}${prefix(lang)}`, `${baseURL}${prefix(lang)}/category/${video.category.id}`, url]);
    expect(crumbs?.itemListElement[1]?.name).toBe(video.category.name);
  });
}

test('canonical and hreflang on several pages; noindex where it belongs', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const [path, lang] of [['/', 'th'], ['/', 'en'], ['/radio', 'en'], ['/live/1', 'th'], ['/category/1', 'en'], ['/webpolicy', 'th']] as const) {
    const page = await asBot(browser, `${prefix(lang)}${path === '/' && lang === 'en' ? '' : path}`);
    await expectAlternates(page, path, lang);
    expect(await meta(page, 'description')).toBeTruthy();
    expect(await meta(page, 'robots')).toBeNull();
    await page.context().close();
  }
  // A category's /viewmore page is the category page: its canonical and alternates are /category's.
  const viewmore = await asBot(browser, '/en/viewmore/1');
  await expectAlternates(viewmore, '/category/1', 'en');
  await viewmore.context().close();
  const search = await asBot(browser, '/en/search?search_query=news');
  expect(await meta(search, 'robots')).toBe('noindex, follow');
  await expectAlternates(search, '/search', 'en');
  const reset = await asBot(browser, '/resetpassword?token=abc');
  expect(await meta(reset, 'robots')).toBe('noindex, nofollow');
});

test('hreflang comes from the pages only: no Link header of alternates, whatever the Host, nor on a 404', async ({ request }) => {
  for (const path of ['/', '/en/radio', '/vod/999999']) {
    const response = await request.get(path, { headers: { host: 'attacker.example' } });
    const links = response.headersArray().filter((header) => header.name.toLowerCase() === 'link').map((header) => header.value);
    expect(links.join(', ')).not.toContain('rel="alternate"');
    expect(links.join(', ')).not.toContain('attacker.example');
  }
});

test('live channel: BroadcastEvent of the programme on now, on the channel BroadcastService; radio stations', async ({ browser }) => {
  type ChannelEvent = { channel: { name: string }; now: { title: string; startsAt: string; endsAt: string } | null };
  // The page is cached: in the first seconds of a new programme, the first visit may still get the
  // page rendered during the one before (Next serves it stale once while it renders again). Asked
  // again until page and backend name the same programme.
  let event: ChannelEvent = { channel: { name: '' }, now: null };
  let page: Page | undefined;
  let nodes: Record<string, unknown>[] = [];
  await expect
    .poll(
      async () => {
        await page?.context().close();
        event = await backend<ChannelEvent>('channel/event', { id: 1, language: 'en' });
        page = await asBot(browser, '/en/live/1');
        nodes = await jsonLd(page);
        const shown = nodes.find((node) => node['@type'] === 'BroadcastEvent');
        return event.now ? shown?.name === event.now.title && shown?.startDate === event.now.startsAt : shown === undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  if (!page) throw new Error('the live page was not loaded');
  if (event.now) {
    expect(nodes.find((node) => node['@type'] === 'BroadcastEvent')).toMatchObject({
      isLiveBroadcast: true,
      name: event.now.title,
      startDate: event.now.startsAt,
      endDate: event.now.endsAt,
      publishedOn: { '@type': 'BroadcastService', name: event.channel.name, url: `${baseURL}/en/channel/1` },
    });
  } else {
    expect(nodes.find((node) => node['@type'] === 'BroadcastService')).toMatchObject({ name: event.channel.name });
  }
  expect(await metas(page, 'og:video')).toContain(`${baseURL}/embed/live/1?lang=en`);

  const stations = await backend<{ name: string; province: string }[]>('radio/all', { language: 'th' });
  const radio = await asBot(browser, '/radio');
  const list = (await jsonLd(radio)).find((node) => node['@type'] === 'ItemList') as { itemListElement: { item: { '@type': string; name: string; areaServed: string } }[] };
  expect(list.itemListElement).toHaveLength(stations.length);
  expect(list.itemListElement[0]?.item).toMatchObject({ '@type': 'RadioStation', name: stations[0]?.name, areaServed: stations[0]?.province });
});

test('/sitemap.xml validates against the sitemaps.org schema and lists both languages', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  expect(response.headers()['cache-control']).toBe('public, max-age=300, s-maxage=300');
  const xml = await response.text();
  expect(await validateSitemap(xml)).toEqual({ valid: true, errors: [] });
  const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  const index = (await (await fetch(`${backendURL}/api/v1/sitemap`)).json()) as { result: { videos: { id: number }[]; channels: { id: number }[] } };
  for (const { id } of index.result.videos) {
    expect(locs.has(`${baseURL}/vod/${id}`)).toBe(true);
    expect(locs.has(`${baseURL}/en/vod/${id}`)).toBe(true);
  }
  for (const path of ['', '/en', '/radio', '/en/radio', '/live/1', '/en/channel/1', '/en/viewmore/livestream']) expect(locs.has(`${baseURL}${path}`)).toBe(true);
  expect([...locs].some((loc) => /\/(profile|history|favorite|search|resetpassword|test)\b/.test(loc ?? ''))).toBe(false);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}/en/vod/1"/>`);
  // One file holds everything at this size: asking for a second one is 404.
  expect((await request.get('/sitemap/1.xml')).status()).toBe(404);
});

test('/robots.txt: everything but the API, members and diagnostics, with the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain('Allow: /');
  for (const path of ['/api/', '/profile', '/en/profile', '/history', '/favorite', '/en/favorite', '/test', '/500']) expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test.describe('embedding', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    await expect.poll(async () => (await request.get('/media/hls/live/nbt2hd/index.m3u8')).status(), { timeout: 170_000, intervals: [2000] }).toBe(200);
  });

  test('oEmbed answers for th and en URLs, with localized errors', async ({ request }) => {
    const video = await backend<Video>('video', { id: 2, language: 'en' });
    const ok = await request.get(`/api/oembed?url=${encodeURIComponent(`${baseURL}/en/vod/2`)}&format=json&maxwidth=480`);
    expect(ok.status()).toBe(200);
    const body = (await ok.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ version: '1.0', type: 'video', title: video.title, width: 480, height: 270, provider_name: 'PRD Media', provider_url: `${baseURL}/en`, thumbnail_width: 1280, thumbnail_height: 720 });
    expect(body.html).toContain(`src="${baseURL}/embed/vod/2?lang=en"`);
    expect((await request.get(String(body.thumbnail_url))).status()).toBe(200);
    const th = (await (await request.get(`/api/oembed?url=${encodeURIComponent(`${baseURL}/live/1`)}`)).json()) as Record<string, unknown>;
    expect(th.html).toContain(`src="${baseURL}/embed/live/1"`);
    expect(th.provider_name).toBe('สื่อกรมประชาสัมพันธ์');

    const missing = await request.get('/api/oembed?lang=en');
    expect(missing.status()).toBe(400);
    expect(await missing.json()).toEqual({ error: { code: 'bad_request', message: 'Please give the url of a video or channel page.' } });
    const foreign = await request.get(`/api/oembed?url=${encodeURIComponent('https://example.com/vod/1')}`);
    expect(foreign.status()).toBe(404);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe('ไม่พบวิดีโอหรือช่องรายการตาม url ที่ระบุ');
    expect((await request.get(`/api/oembed?url=${encodeURIComponent(`${baseURL}/en/vod/999999`)}`)).status()).toBe(404);
    const xml = await request.get(`/api/oembed?url=${encodeURIComponent(`${baseURL}/en/vod/2`)}&format=xml`);
    expect(xml.status()).toBe(501);
    expect(((await xml.json()) as { error: { code: string } }).error.code).toBe('not_implemented');
  });

  test('the embed page plays the video, in the asked language, and links back', async ({ page }) => {
    const video = await backend<Video>('video', { id: 1, language: 'en' });
    const response = await page.goto('/embed/vod/1?lang=en');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.title);
    await expect(page.getByRole('link', { name: 'Watch on PRD Media' })).toHaveAttribute('href', `${baseURL}/en/vod/1`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const player = page.getByTestId('video-player');
    await expect.poll(() => player.evaluate((m: HTMLVideoElement) => m.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await player.evaluate((m: HTMLVideoElement) => m.error)).toBeNull();

    await page.goto('/embed/live/1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('link', { name: /^ดูบน/ })).toHaveAttribute('href', `${baseURL}/live/1`);
    await expect.poll(() => page.getByTestId('video-player').evaluate((m: HTMLVideoElement) => m.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  });

  test('unknown ids are 404 on the embed pages', async ({ request }) => {
    expect((await request.get('/embed/vod/999999')).status()).toBe(404);
    expect((await request.get('/embed/live/999?lang=en')).status()).toBe(404);
  });
});

// Review screenshots of the embed pages (SEO_SHOTS=<dir>): 375, 768 and 1280 px, th and en.
test('embed page screenshots', async ({ page }) => {
  test.skip(!process.env.SEO_SHOTS, 'screenshots only on request');
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: Math.round((width * 9) / 16) + 40 });
    for (const lang of ['th', 'en'] as const) {
      await page.goto(`/embed/vod/1${lang === 'en' ? '?lang=en' : ''}`);
      await page.getByTestId('video-player').waitFor();
      await page.screenshot({ path: `${process.env.SEO_SHOTS}/embed-vod-${lang}-${width}.png`, fullPage: true, animations: 'disabled', timeout: 20_000 });
    }
  }
  await page.goto('/embed/vod/999999?lang=en');
  await page.screenshot({ path: `${process.env.SEO_SHOTS}/embed-404-en.png` });
});
