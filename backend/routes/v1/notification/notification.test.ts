import { eq } from 'drizzle-orm';
import { NotificationListResponseSchema } from '../../../../lib/contract';
import { notifications } from '../../../db/schema';
import { createOtherMember } from '../../../testing/other-member';
import { createTestApp, loginDemo, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let demo: { token: string; id: number };
let other: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp();
  demo = await loginDemo(t.app);
  other = await createOtherMember(t.app, t.db);
  const [channel] = await t.db.select({ channelId: notifications.channelId }).from(notifications).limit(1);
  await t.db.insert(notifications).values({ memberId: other.id, channelId: channel?.channelId ?? 1, messageTh: 'ของคนอื่น', messageEn: 'Not yours', thumbnail: '' });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const post = (path: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${path}`, payload, headers: token ? { 'jwt-token': token } : {} });

const list = async (member: { token: string; id: number }, language: 'th' | 'en' = 'en') =>
  NotificationListResponseSchema.parse((await post('notification', { member: member.id, language }, member.token)).json());

const otherId = async () => {
  const [row] = await t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.memberId, other.id));
  if (!row) throw new Error('no notification of the other member');
  return row.id;
};

describe('notifications', () => {
  it('lists the seeded notifications newest first with totals, localized', async () => {
    const en = await list(demo);
    expect(en.totals).toEqual({ all: 5, unread: 3 });
    expect(en.result).toHaveLength(5);
    const times = en.result.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const th = await list(demo, 'th');
    expect(th.result[0]?.message).not.toEqual(en.result[0]?.message);
    expect(en.result.every((n) => n.channel > 0)).toBe(true);
  });

  it('needs a token (401) and refuses another member id (403)', async () => {
    expect((await post('notification', { member: demo.id })).statusCode).toBe(401);
    const response = await post('notification', { member: other.id }, demo.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
    for (const path of ['notification/read', 'notification/delete']) {
      expect((await post(path, { id: 1, member: other.id }, demo.token)).statusCode).toBe(403);
    }
    for (const path of ['notification/read/all', 'notification/delete/all']) {
      expect((await post(path, { member: other.id }, demo.token)).statusCode).toBe(403);
    }
  });

  it('validates ids: 400 with a clear message, never a 500', async () => {
    for (const id of ['x', -1, 0, 1.5]) {
      const response = await post('notification/read', { id, member: demo.id }, demo.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
    }
    expect((await post('notification/read', { id: 2 ** 40, member: demo.id }, demo.token)).statusCode).toBeLessThan(500);
  });

  it("cannot read or delete another member's notification (404, unchanged)", async () => {
    const id = await otherId();
    expect((await post('notification/read', { id, member: demo.id }, demo.token)).statusCode).toBe(404);
    expect((await post('notification/delete', { id, member: demo.id }, demo.token)).statusCode).toBe(404);
    const theirs = await list(other);
    expect(theirs.result).toEqual([expect.objectContaining({ id, status: 'unread' })]);
  });

  it('marks one read, then all read', async () => {
    const before = await list(demo);
    const unread = before.result.find((n) => n.status === 'unread');
    expect(unread).toBeDefined();
    const read = await post('notification/read', { id: unread?.id ?? 0, member: demo.id }, demo.token);
    expect(read.statusCode).toBe(200);
    expect((await list(demo)).totals.unread).toBe(before.totals.unread - 1);
    expect((await post('notification/read/all', { member: demo.id }, demo.token)).statusCode).toBe(200);
    expect((await list(demo)).totals).toEqual({ all: 5, unread: 0 });
    expect((await list(other)).totals.unread).toBe(1);
  });

  it('deletes one, then all — only the member\'s own', async () => {
    const before = await list(demo);
    const first = before.result[0];
    expect((await post('notification/delete', { id: first?.id ?? 0, member: demo.id }, demo.token)).statusCode).toBe(200);
    expect((await post('notification/delete', { id: first?.id ?? 0, member: demo.id }, demo.token)).statusCode).toBe(404);
    expect((await list(demo)).totals.all).toBe(4);
    expect((await post('notification/delete/all', { member: demo.id }, demo.token)).statusCode).toBe(200);
    expect(await list(demo)).toEqual({ totals: { all: 0, unread: 0 }, result: [] });
    expect((await list(other)).totals.all).toBe(1);
  });
});
