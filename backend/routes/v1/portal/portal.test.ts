import {
  BannerListResponseSchema,
  NotificationHomeResponseSchema,
  PlaylistListResponseSchema,
  RadioListResponseSchema,
  ScheduleResponseSchema,
  SearchResponseSchema,
  VideoHomeResponseSchema,
  VideoListResponseSchema,
  VideoPageResponseSchema,
} from '../../../../lib/contract';
import { bangkokDate } from '../../../seed/schedule';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
const now = new Date('2026-03-10T05:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload: payload as object });

describe('home content', () => {
  it('video/home gives a row per category, newest first, localized', async () => {
    const th = VideoHomeResponseSchema.parse((await post('video/home', { language: 'th', limit: 4 })).json());
    const en = VideoHomeResponseSchema.parse((await post('video/home', { language: 'en', limit: 4 })).json());
    expect(th.result).toHaveLength(8);
    expect(th.result[0]?.category.name).toBe('ข่าว');
    expect(en.result[0]?.category.name).toBe('News');
    for (const row of th.result) {
      expect(row.videos).toHaveLength(4);
      const dates = row.videos.map((v) => v.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
  });

  it('video/recommend orders by views', async () => {
    const body = VideoListResponseSchema.parse((await post('video/recommend', { language: 'en', limit: 5 })).json());
    expect(body.result).toHaveLength(5);
    const views = body.result.map((v) => v.views);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
  });

  it('video/category/subcategory pages through a category and 404s an unknown one', async () => {
    const first = VideoPageResponseSchema.parse((await post('video/category/subcategory', { category: 1, limit: 10 })).json());
    const second = VideoPageResponseSchema.parse((await post('video/category/subcategory', { category: 1, limit: 10, page: 2 })).json());
    expect(first.totals).toBe(25);
    expect(first.hasMore).toBe(true);
    expect(second.result[0]?.id).not.toBe(first.result[0]?.id);
    const last = VideoPageResponseSchema.parse((await post('video/category/subcategory', { category: 1, limit: 10, page: 3 })).json());
    expect(last.result).toHaveLength(5);
    expect(last.hasMore).toBe(false);
    expect((await post('video/category/subcategory', { category: 999 })).statusCode).toBe(404);
    expect((await post('video/category/subcategory', { category: 'x' })).statusCode).toBe(400);
    expect((await post('video/category/subcategory', { category: 1, page: 0 })).statusCode).toBe(400);
  });

  it('playlist/home, radio/all, banners and the announcement', async () => {
    const playlists = PlaylistListResponseSchema.parse((await post('playlist/home', { language: 'en' })).json());
    expect(playlists.result.length).toBe(8);
    expect(playlists.result[0]).toMatchObject({ title: 'Latest News', type: 'video', count: 8 });
    const radio = RadioListResponseSchema.parse((await post('radio/all', { language: 'th' })).json());
    expect(radio.result[0]).toMatchObject({ province: 'กรุงเทพมหานคร', band: 'FM', frequency: 92.5 });
    const slides = BannerListResponseSchema.parse((await post('banner/slide', {})).json());
    expect(slides.result).toHaveLength(4);
    expect(slides.result[0]?.thumbnail.xl).toMatch(/^\/media\/banner\/\d+-xl\.webp$/);
    const popup = BannerListResponseSchema.parse((await post('banner/popup', { language: 'en' })).json());
    expect(popup.result).toHaveLength(1);
    const notice = NotificationHomeResponseSchema.parse((await post('notification/home', { language: 'en' })).json());
    expect(notice.result).toMatchObject({ show: true, channel: 1 });
    expect(notice.result?.message).toContain('NBT 2HD');
  });
});

describe('channel/schedule', () => {
  it('gives every channel a full Bangkok day, today by default', async () => {
    const today = ScheduleResponseSchema.parse((await post('channel/schedule', { language: 'en', date: bangkokDate(now) })).json());
    expect(today.result.channels.length).toBe(9);
    const first = today.result.channels[0]?.programmes ?? [];
    expect(first[0]?.startsAt).toBe('2026-03-09T17:00:00.000Z');
    expect(first[first.length - 1]?.endsAt).toBe('2026-03-10T17:00:00.000Z');
    expect(first.some((p) => p.title === 'Morning News')).toBe(true);
  });

  it('links some aired programmes to a video, never future ones', async () => {
    const yesterday = bangkokDate(new Date(now.getTime() - 86_400_000));
    const body = ScheduleResponseSchema.parse((await post('channel/schedule', { date: yesterday })).json());
    const all = body.result.channels.flatMap((c) => c.programmes);
    expect(all.some((p) => p.video !== null)).toBe(true);
    const tomorrow = ScheduleResponseSchema.parse((await post('channel/schedule', { date: '2026-03-11' })).json());
    expect(tomorrow.result.channels.flatMap((c) => c.programmes).every((p) => p.video === null)).toBe(true);
  });

  it('rejects a malformed date', async () => {
    for (const date of ['2026-3-1', 'tomorrow', '2026-13-45']) expect((await post('channel/schedule', { date })).statusCode).toBe(400);
  });
});

describe('search', () => {
  it('finds a Thai video by a Thai word from the middle of its title', async () => {
    const body = SearchResponseSchema.parse((await post('search', { search_query: 'อุทกภัย', language: 'th' })).json());
    expect(body.totals).toBeGreaterThan(0);
    expect(body.result[0]?.kind).toBe('video');
    expect(body.result[0]?.title).toContain('อุทกภัย');
    expect(body.terms).toEqual(['อุทกภัย']);
  });

  it('is case- and accent-insensitive in English and ranks title matches first', async () => {
    const body = SearchResponseSchema.parse((await post('search', { search_query: 'FLÓOD relief', language: 'en' })).json());
    expect(body.totals).toBeGreaterThan(0);
    expect(body.result[0]?.title.toLowerCase()).toContain('flood relief');
  });

  it('finds channels and radio stations, filters by kind and pages', async () => {
    const radio = SearchResponseSchema.parse((await post('search', { search_query: 'เชียงใหม่', kind: 'radio' })).json());
    expect(radio.result.map((h) => h.kind)).toEqual(['radio']);
    const channel = SearchResponseSchema.parse((await post('search', { search_query: 'nbt world', language: 'en' })).json());
    expect(channel.result[0]).toMatchObject({ kind: 'channel', title: 'NBT World' });
    const page1 = SearchResponseSchema.parse((await post('search', { search_query: 'news', language: 'en', limit: 5 })).json());
    const page2 = SearchResponseSchema.parse((await post('search', { search_query: 'news', language: 'en', limit: 5, page: 2 })).json());
    expect(page1.hasMore).toBe(true);
    expect(page2.result.map((h) => `${h.kind}${h.id}`)).not.toContain(`${page1.result[0]?.kind}${page1.result[0]?.id}`);
    // Past the last page: no items, but the count of them all (not "no results").
    const past = SearchResponseSchema.parse((await post('search', { search_query: 'news', language: 'en', limit: 5, page: 500 })).json());
    expect(past).toMatchObject({ result: [], totals: page1.totals, hasMore: false });
    expect(page1.totals).toBeGreaterThan(5);
  });

  it('answers an empty or symbol-only query with no results and never a 500', async () => {
    for (const search_query of ['', '   ', "&|!:*'", '\\']) {
      const response = await post('search', { search_query });
      expect(response.statusCode).toBe(200);
      expect(SearchResponseSchema.parse(response.json()).totals).toBe(0);
    }
    expect((await post('search', { search_query: 'x'.repeat(201) })).statusCode).toBe(400);
  });
});
