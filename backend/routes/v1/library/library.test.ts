import { FavoriteListResponseSchema, HistoryListResponseSchema } from '../../../../lib/contract';
import { audioItems, channels, radioStations, videos } from '../../../db/schema';
import { createOtherMember } from '../../../testing/other-member';
import { createTestApp, loginDemo, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let demo: { token: string; id: number };
let other: { token: string; id: number };
const ids = { vod: 0, audio: 0, live: 0, radio: 0 };
beforeAll(async () => {
  t = await createTestApp();
  demo = await loginDemo(t.app);
  other = await createOtherMember(t.app, t.db);
  const first = async (table: typeof videos | typeof audioItems | typeof channels | typeof radioStations) => {
    const [row] = await t.db.select({ id: table.id }).from(table).limit(1);
    if (!row) throw new Error('empty catalogue table');
    return row.id;
  };
  ids.vod = await first(videos);
  ids.audio = await first(audioItems);
  ids.live = await first(channels);
  ids.radio = await first(radioStations);
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Who = { token: string; id: number };
const post = (path: string, payload: object, who?: Who) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${path}`, payload, headers: who ? { 'jwt-token': who.token } : {} });
const history = async (who: Who, language: 'th' | 'en' = 'en') =>
  HistoryListResponseSchema.parse((await post('history', { member: who.id, language }, who)).json()).result;
const favorites = async (who: Who, language: 'th' | 'en' = 'en') =>
  FavoriteListResponseSchema.parse((await post('favorite', { member: who.id, language }, who)).json()).result;

describe('watch history', () => {
  it('records plays of every kind, newest first, one entry per item', async () => {
    expect(await history(demo)).toEqual([]);
    for (const kind of ['vod', 'audio', 'live', 'radio'] as const) {
      const response = await post('history/save', { member: demo.id, kind, itemId: ids[kind], position: 12, duration: kind === 'live' ? 0 : 600 }, demo);
      expect(response.statusCode).toBe(200);
    }
    await post('history/save', { member: demo.id, kind: 'vod', itemId: ids.vod, position: 95.5, duration: 600 }, demo);
    const list = await history(demo);
    expect(list.map((e) => e.kind)).toEqual(['vod', 'radio', 'live', 'audio']);
    expect(list[0]).toMatchObject({ itemId: ids.vod, position: 95.5, duration: 600 });
    expect(list.every((e) => e.title.length > 0 && e.thumbnail.startsWith('/media/'))).toBe(true);
    const th = await history(demo, 'th');
    expect(th[0]?.title).not.toBe(list[0]?.title);
  });

  it('answers the resume position (0 when never played)', async () => {
    const at = await post('history/position', { member: demo.id, kind: 'vod', itemId: ids.vod }, demo);
    expect(at.json()).toEqual({ result: { position: 95.5 } });
    const never = await post('history/position', { member: other.id, kind: 'vod', itemId: ids.vod }, other);
    expect(never.json()).toEqual({ result: { position: 0 } });
  });

  it('refuses unknown items (404) and bad input (400), never a 500', async () => {
    expect((await post('history/save', { member: demo.id, kind: 'vod', itemId: 999999, position: 1 }, demo)).statusCode).toBe(404);
    for (const payload of [
      { kind: 'tv', itemId: ids.vod, position: 1 },
      { kind: 'vod', itemId: -1, position: 1 },
      { kind: 'vod', itemId: 2 ** 40, position: 1 },
      { kind: 'vod', itemId: ids.vod, position: -5 },
      { kind: 'vod', itemId: ids.vod, position: 'x' },
    ]) {
      const response = await post('history/save', { member: demo.id, ...payload }, demo);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
    }
  });

  it("never touches another member's history", async () => {
    await post('history/save', { member: other.id, kind: 'vod', itemId: ids.vod, position: 5, duration: 600 }, other);
    const theirs = await history(other);
    expect(theirs).toHaveLength(1);
    expect((await post('history', { member: other.id }, demo)).statusCode).toBe(403);
    expect((await post('history/save', { member: other.id, kind: 'vod', itemId: ids.vod, position: 1 }, demo)).statusCode).toBe(403);
    expect((await post('history/delete/all', { member: other.id }, demo)).statusCode).toBe(403);
    // Their entry's id with my own member id: not mine, so not found.
    expect((await post('history/delete', { member: demo.id, id: theirs[0]?.id ?? 0 }, demo)).statusCode).toBe(404);
    expect(await history(other)).toHaveLength(1);
    expect((await post('history', { member: demo.id })).statusCode).toBe(401);
  });

  it('removes one entry, then all', async () => {
    const list = await history(demo);
    expect((await post('history/delete', { member: demo.id, id: list[1]?.id ?? 0 }, demo)).statusCode).toBe(200);
    expect((await history(demo)).map((e) => e.id)).not.toContain(list[1]?.id);
    expect((await post('history/delete/all', { member: demo.id }, demo)).statusCode).toBe(200);
    expect(await history(demo)).toEqual([]);
    expect(await history(other)).toHaveLength(1);
  });
});

describe('favourites', () => {
  it('adds items of every kind idempotently and lists them newest first', async () => {
    for (const kind of ['vod', 'audio', 'channel', 'radio'] as const) {
      const itemId = kind === 'channel' ? ids.live : ids[kind];
      expect((await post('favorite/add', { member: demo.id, kind, itemId }, demo)).statusCode).toBe(200);
      expect((await post('favorite/add', { member: demo.id, kind, itemId }, demo)).statusCode).toBe(200);
    }
    const list = await favorites(demo);
    expect(list.map((f) => f.kind)).toEqual(['radio', 'channel', 'audio', 'vod']);
    expect(list.every((f) => f.title.length > 0)).toBe(true);
  });

  it('refuses unknown items and kinds', async () => {
    expect((await post('favorite/add', { member: demo.id, kind: 'vod', itemId: 999999 }, demo)).statusCode).toBe(404);
    expect((await post('favorite/add', { member: demo.id, kind: 'live', itemId: ids.live }, demo)).statusCode).toBe(400);
  });

  it("never touches another member's favourites", async () => {
    await post('favorite/add', { member: other.id, kind: 'vod', itemId: ids.vod }, other);
    expect((await post('favorite', { member: other.id }, demo)).statusCode).toBe(403);
    expect((await post('favorite/delete', { member: other.id, kind: 'vod', itemId: ids.vod }, demo)).statusCode).toBe(403);
    expect((await post('favorite/add', { member: other.id, kind: 'audio', itemId: ids.audio }, demo)).statusCode).toBe(403);
    expect(await favorites(other)).toHaveLength(1);
  });

  it('removes a favourite (idempotent); the other member keeps theirs', async () => {
    expect((await post('favorite/delete', { member: demo.id, kind: 'vod', itemId: ids.vod }, demo)).statusCode).toBe(200);
    expect((await post('favorite/delete', { member: demo.id, kind: 'vod', itemId: ids.vod }, demo)).statusCode).toBe(200);
    expect((await favorites(demo)).map((f) => f.kind)).toEqual(['radio', 'channel', 'audio']);
    expect(await favorites(other)).toHaveLength(1);
  });
});
