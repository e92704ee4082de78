import {
  CategoryListResponseSchema,
  ChannelListResponseSchema,
  endpoints,
  MenuSlideResponseSchema,
  SitemapResponseSchema,
  VideoDetailResponseSchema,
  ValidationText,
} from '../../../../lib/contract';
import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { channels, videos } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

describe('contract registry', () => {
  it('routes every endpoint of lib/contract/endpoints.ts', async () => {
    await t.app.ready();
    for (const [path, endpoint] of Object.entries(endpoints)) {
      expect(t.app.hasRoute({ method: endpoint.method, url: `/api/v1/${path}` })).toBe(true);
    }
  });
});

describe('POST /api/v1/category', () => {
  it('lists the 8 vod categories, localized', async () => {
    const th = CategoryListResponseSchema.parse((await post('/api/v1/category', { type: 'vod', language: 'th' })).json());
    const en = CategoryListResponseSchema.parse((await post('/api/v1/category', { type: 'vod', language: 'en' })).json());
    expect(th.result).toHaveLength(8);
    expect(en.result.map((c) => c.id)).toEqual(th.result.map((c) => c.id));
    expect(en.result.map((c) => c.name)).toEqual(
      expect.arrayContaining(['News', 'Documentary', 'Education', 'Health', 'Agriculture', 'Culture', 'Sports', 'Entertainment']),
    );
    expect(th.result.map((c) => c.name)).toEqual(expect.arrayContaining(['ข่าว', 'สารคดี', 'ศิลปวัฒนธรรม']));
    th.result.forEach((category, index) => expect(category.name).not.toBe(en.result[index]?.name));
  });

  it('defaults to type vod and Thai', async () => {
    const response = await post('/api/v1/category', {});
    expect(response.statusCode).toBe(200);
    expect(CategoryListResponseSchema.parse(response.json()).result[0]?.name).toBe('ข่าว');
  });

  it('has no audio categories in the seed', async () => {
    const body = CategoryListResponseSchema.parse((await post('/api/v1/category', { type: 'audio', language: 'en' })).json());
    expect(body.result).toEqual([]);
  });

  it('rejects an unknown type or language', async () => {
    for (const payload of [{ type: 'radio' }, { language: 'fr' }]) {
      const response = await post('/api/v1/category', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'validation_error', message: ValidationText.invalidRequest } });
    }
  });
});

describe('POST /api/v1/channel', () => {
  it('lists at least 8 channels with icons, localized', async () => {
    const th = ChannelListResponseSchema.parse((await post('/api/v1/channel', { language: 'th' })).json());
    const en = ChannelListResponseSchema.parse((await post('/api/v1/channel', { language: 'en' })).json());
    expect(th.result.length).toBeGreaterThanOrEqual(8);
    expect(en.result[0]).toMatchObject({ name: 'NBT 2HD' });
    expect(th.result[0]).toMatchObject({ name: 'เอ็นบีที 2HD' });
    for (const channel of en.result) expect(channel.icon).toBe(`/media/icon/channel/${channel.id}.webp`);
    th.result.forEach((channel, index) => expect(channel.name).not.toBe(en.result[index]?.name));
  });

  it('rejects a bad language', async () => {
    expect((await post('/api/v1/channel', { language: 'de' })).statusCode).toBe(400);
  });
});

describe('GET /api/v1/menu/slide', () => {
  it('matches the category and channel lists', async () => {
    for (const language of ['th', 'en'] as const) {
      const menu = MenuSlideResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v1/menu/slide?language=${language}` })).json());
      const categories = CategoryListResponseSchema.parse((await post('/api/v1/category', { type: 'vod', language })).json());
      const channels = ChannelListResponseSchema.parse((await post('/api/v1/channel', { language })).json());
      expect(menu.result.categories).toEqual(categories.result);
      expect(menu.result.channels).toEqual(channels.result);
    }
  });

  it('defaults to Thai and rejects an unknown language', async () => {
    const menu = MenuSlideResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/menu/slide' })).json());
    expect(menu.result.categories[0]?.name).toBe('ข่าว');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/menu/slide?language=xx' })).statusCode).toBe(400);
  });
});

describe('categories and channels reused between reads (CATALOGUE_MEMO_MS)', () => {
  it('answers a change in the database once the memo time has passed', async () => {
    const memoApp = await createTestApp({ catalogueMemoMs: 400 });
    try {
      const menu = async () =>
        MenuSlideResponseSchema.parse((await memoApp.app.inject({ method: 'GET', url: '/api/v1/menu/slide?language=en' })).json()).result;
      const first = (await menu()).channels[0];
      expect(first).toBeDefined();
      await memoApp.db.update(channels).set({ nameEn: 'Renamed channel' }).where(eq(channels.id, first?.id ?? 0));
      // Within the memo time, the same answer; the other endpoint reading channels shares the memo.
      expect((await menu()).channels[0]?.name).toBe(first?.name);
      const channel = ChannelListResponseSchema.parse(
        (await memoApp.app.inject({ method: 'POST', url: '/api/v1/channel', payload: { language: 'en' } })).json(),
      );
      expect(channel.result[0]?.name).toBe(first?.name);
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect((await menu()).channels[0]?.name).toBe('Renamed channel');
    } finally {
      await memoApp.close();
    }
  });

  it('answers the last channels while the database fails, and the database\'s again once it is back', async () => {
    const memoApp = await createTestApp({ catalogueMemoMs: 100 });
    try {
      const menu = () => memoApp.app.inject({ method: 'GET', url: '/api/v1/menu/slide?language=en' });
      const before = MenuSlideResponseSchema.parse((await menu()).json()).result;
      expect(before.channels.length).toBeGreaterThan(0);
      // The table goes away (as a restarting database fails every query), past the memo time.
      await memoApp.db.execute(sql.raw('alter table channels rename to channels_away'));
      await new Promise((resolve) => setTimeout(resolve, 150));
      const during = await menu();
      expect(during.statusCode).toBe(200);
      expect(MenuSlideResponseSchema.parse(during.json()).result).toEqual(before);
      // Another language was never read: nothing stands in for it, and the failure is a clean 5xx.
      const other = await memoApp.app.inject({ method: 'GET', url: '/api/v1/menu/slide?language=th' });
      expect(other.statusCode).toBeGreaterThanOrEqual(500);
      expect(other.json()).toEqual({ error: expect.objectContaining({ code: expect.any(String) }) });
      await memoApp.db.execute(sql.raw('alter table channels_away rename to channels'));
      await memoApp.db.update(channels).set({ nameEn: 'Back again' }).where(eq(channels.id, before.channels[0]?.id ?? 0));
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(MenuSlideResponseSchema.parse((await menu()).json()).result.channels[0]?.name).toBe('Back again');
    } finally {
      await memoApp.close();
    }
  });

  // PostgreSQL only: another session locks the channels table, so reads of it hang (as a database
  // that stops answering does) rather than fail.
  (process.env.TEST_DATABASE_URL ? it : it.skip)('answers the last channels within the stand-in time while reads hang', async () => {
    const memoApp = await createTestApp({ catalogueMemoMs: 100, catalogueStandInMs: 300 });
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const menu = () => memoApp.app.inject({ method: 'GET', url: '/api/v1/menu/slide?language=en' });
      const before = MenuSlideResponseSchema.parse((await menu()).json()).result;
      const schema = ((await memoApp.db.execute(sql`select current_schema() as name`)) as unknown as { rows: Array<{ name: string }> }).rows[0]?.name;
      await admin.query('begin');
      await admin.query(`lock table "${schema}".channels in access exclusive mode`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const started = performance.now();
      const during = await menu();
      expect(performance.now() - started).toBeLessThan(1000);
      expect(during.statusCode).toBe(200);
      expect(MenuSlideResponseSchema.parse(during.json()).result).toEqual(before);
      await admin.query('rollback');
      await memoApp.db.update(channels).set({ nameEn: 'Answering again' }).where(eq(channels.id, before.channels[0]?.id ?? 0));
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(MenuSlideResponseSchema.parse((await menu()).json()).result.channels[0]?.name).toBe('Answering again');
    } finally {
      await admin.query('rollback').catch(() => undefined);
      await admin.end();
      await memoApp.close();
    }
  });

  it('reads the database every time with 0', async () => {
    const direct = await createTestApp({ catalogueMemoMs: 0 });
    try {
      const name = async () =>
        ChannelListResponseSchema.parse((await direct.app.inject({ method: 'POST', url: '/api/v1/channel', payload: { language: 'th' } })).json())
          .result[0]?.name;
      const id = ChannelListResponseSchema.parse((await direct.app.inject({ method: 'POST', url: '/api/v1/channel', payload: { language: 'th' } })).json())
        .result[0]?.id;
      await direct.db.update(channels).set({ nameTh: 'ช่องเปลี่ยนชื่อ' }).where(eq(channels.id, id ?? 0));
      expect(await name()).toBe('ช่องเปลี่ยนชื่อ');
    } finally {
      await direct.close();
    }
  });
});

describe('GET /api/v1/sitemap', () => {
  it('lists every video, audio item, channel and vod category once, with dates', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/sitemap' });
    expect(response.statusCode).toBe(200);
    const { result } = SitemapResponseSchema.parse(response.json());
    expect(result.videos).toHaveLength(await t.db.$count(videos));
    expect(new Set(result.videos.map((v) => v.id)).size).toBe(result.videos.length);
    expect(result.videos.every((v) => v.lastModified !== null && !Number.isNaN(Date.parse(v.lastModified)))).toBe(true);
    expect(result.audio.length).toBeGreaterThan(0);
    const byId = (a: number, b: number) => a - b;
    expect(result.channels.map((c) => c.id).sort(byId)).toEqual((await catalogueIds('channel')).sort(byId));
    expect(result.categories.map((c) => c.id).sort(byId)).toEqual((await catalogueIds('category')).sort(byId));
    // A category is dated by its newest video.
    const video = VideoDetailResponseSchema.parse((await post('/api/v1/video', { id: result.videos[0]?.id, language: 'en' })).json()).result;
    const category = result.categories.find((c) => c.id === video.category.id);
    expect(Date.parse(category?.lastModified ?? '')).toBeGreaterThanOrEqual(Date.parse(video.publishedAt));
  });
});

async function catalogueIds(path: 'channel' | 'category'): Promise<number[]> {
  const body = path === 'category' ? { type: 'vod', language: 'th' } : { language: 'th' };
  return ((await post(`/api/v1/${path}`, body)).json().result as { id: number }[]).map((item) => item.id);
}
