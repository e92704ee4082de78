import sharp from 'sharp';
import { createTestApp, type TestApp } from '../testing/test-app';
import { drawWebp, warmPictures } from './pictures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('warmPictures', () => {
  it('draws every generated WebP the seeded catalogue names, once each', async () => {
    const started = performance.now();
    const count = await warmPictures(t.db);
    const firstRun = performance.now() - started;
    // 64 videos, their audio, playlists, channels, stations and three sizes per banner.
    expect(count).toBeGreaterThan(100);
    // Drawn already: a second pass reads the database and finds every picture kept.
    const again = performance.now();
    expect(await warmPictures(t.db)).toBe(count);
    expect(performance.now() - again).toBeLessThan(firstRun / 4);
    const metadata = await sharp(await drawWebp('banner/1-xl.webp')).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1920, height: 600 });
  });
});
