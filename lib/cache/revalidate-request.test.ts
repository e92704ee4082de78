import { handleRevalidate } from './revalidate-request';

const KEY = 'k'.repeat(43);
const post = (body: string | undefined, key?: string) =>
  new Request('http://localhost/api/revalidate', { method: 'POST', body, headers: key ? { 'x-internal-key': key } : {} });

describe('POST /api/revalidate', () => {
  it('revalidates the catalogue tag by default, or the tags asked for', async () => {
    const seen: string[] = [];
    const response = await handleRevalidate(post(undefined, KEY), KEY, (tag) => seen.push(tag));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['catalogue'] });
    const second = await handleRevalidate(post(JSON.stringify({ tags: ['menu', 'channels'] }), KEY), KEY, (tag) => seen.push(tag));
    expect(second.status).toBe(200);
    expect(seen).toEqual(['catalogue', 'menu', 'channels']);
  });

  it('needs the internal key, and does not exist without one configured', async () => {
    const seen: string[] = [];
    expect((await handleRevalidate(post(undefined), KEY, (tag) => seen.push(tag))).status).toBe(401);
    expect((await handleRevalidate(post(undefined, `${KEY}x`), KEY, (tag) => seen.push(tag))).status).toBe(401);
    expect((await handleRevalidate(post(undefined, KEY), undefined, (tag) => seen.push(tag))).status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('refuses unknown tags and malformed bodies with a 4xx', async () => {
    const seen: string[] = [];
    for (const body of ['{"tags":["member-7"]}', '{"tags":[]}', 'not json', '{"tags":"catalogue"}', '{"other":1}', JSON.stringify({ tags: ['x'.repeat(3000)] })]) {
      const response = await handleRevalidate(post(body, KEY), KEY, (tag) => seen.push(tag));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(((await response.json()) as { error: { code: string } }).error.code).toEqual(expect.any(String));
    }
    expect(seen).toEqual([]);
  });
});
