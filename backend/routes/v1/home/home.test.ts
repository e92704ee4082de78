import { createTestApp, type TestApp } from '../../../testing/test-app';
import { HomeStatResponseSchema } from '../../../../lib/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/home/stat', () => {
  it('counts one visit per call', async () => {
    const first = HomeStatResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/home/stat' })).json());
    const second = HomeStatResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/home/stat' })).json());
    expect(second.result.visit).toBe(first.result.visit + 1);
  });

  it('only reads the counter with ?count=0', async () => {
    const before = await t.app.repositories.stats.currentVisit();
    const read = HomeStatResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/home/stat?count=0' })).json());
    expect(read.result.visit).toBe(before);
    expect(await t.app.repositories.stats.currentVisit()).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/home/stat?count=2' })).statusCode).toBe(400);
  });

  it('loses no visit under concurrent calls', async () => {
    const before = await t.app.repositories.stats.currentVisit();
    const responses = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/v1/home/stat' })));
    const visits = responses.map((r) => HomeStatResponseSchema.parse(r.json()).result.visit).sort((a, b) => a - b);
    expect(new Set(visits).size).toBe(20);
    expect(await t.app.repositories.stats.currentVisit()).toBe(before + 20);
    expect(responses[0]?.headers['cache-control']).toBe('no-store');
  });
});
