import {
  AudioPlaylistResponseSchema,
  ChannelEventResponseSchema,
  RadioDetailResponseSchema,
  VideoDetailResponseSchema,
  VideoRecommendResponseSchema,
} from '../../../../lib/contract';
import { createTestApp, type TestApp } from '../../../testing/test-app';

const NOW = new Date('2026-03-10T05:30:00Z'); // 12:30 in Bangkok
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, clock: () => NOW.getTime() });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('POST /api/v1/video', () => {
  it('returns one localized video with its HLS stream below /media', async () => {
    const th = VideoDetailResponseSchema.parse((await post('/api/v1/video', { id: 3, language: 'th' })).json()).result;
    const en = VideoDetailResponseSchema.parse((await post('/api/v1/video', { id: '3', language: 'en' })).json()).result;
    expect(th.id).toBe(3);
    expect(th.stream).toBe('/media/hls/vod/3/index.m3u8');
    expect(th.title).not.toBe(en.title);
    expect(en.category.name).toMatch(/^[A-Za-z ]+$/);
  });
  it('answers 404 for an unknown id and 400 for a bad one, never 500', async () => {
    expect((await post('/api/v1/video', { id: 99999 })).statusCode).toBe(404);
    const bad = await post('/api/v1/video', { id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'validation_error' } });
    expect((await post('/api/v1/video', {})).statusCode).toBe(400);
  });
});

describe('POST /api/v1/video/recommend', () => {
  it("lists others of the video's category, or a channel's videos", async () => {
    const source = VideoDetailResponseSchema.parse((await post('/api/v1/video', { id: 10 })).json()).result;
    const byVideo = VideoRecommendResponseSchema.parse((await post('/api/v1/video/recommend', { id: 10, limit: 6 })).json()).result;
    expect(byVideo).toHaveLength(6);
    expect(byVideo.every((v) => v.category.id === source.category.id && v.id !== 10)).toBe(true);
    const byChannel = VideoRecommendResponseSchema.parse((await post('/api/v1/video/recommend', { channel: 1 })).json()).result;
    expect(byChannel.length).toBeGreaterThan(0);
    expect(byChannel.every((v) => v.channel.id === 1)).toBe(true);
    expect((await post('/api/v1/video/recommend', { limit: 500 })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/channel/event', () => {
  it("gives the channel's stream, today's programmes in Bangkok and now/next", async () => {
    const { result } = ChannelEventResponseSchema.parse((await post('/api/v1/channel/event', { id: 1, language: 'en' })).json());
    expect(result.channel.stream).toBe('/media/hls/live/nbt2hd/index.m3u8');
    expect(result.programmes.length).toBeGreaterThan(5);
    expect(result.programmes[0]?.startsAt).toBe('2026-03-09T17:00:00.000Z');
    expect(Date.parse(result.now?.startsAt ?? '')).toBeLessThanOrEqual(NOW.getTime());
    expect(Date.parse(result.now?.endsAt ?? '')).toBeGreaterThan(NOW.getTime());
    expect(result.next?.startsAt).toBe(result.now?.endsAt);
    expect((await post('/api/v1/channel/event', { id: 999 })).statusCode).toBe(404);
    expect((await post('/api/v1/channel/event', { id: 1, date: 'tomorrow' })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/audio/playlist and /home/radio/detail', () => {
  it('lists the audio playlist without a body', async () => {
    const response = await post('/api/v1/audio/playlist');
    expect(response.statusCode).toBe(200);
    const { result } = AudioPlaylistResponseSchema.parse(response.json());
    expect(result.length).toBeGreaterThan(3);
    expect(result[0]?.stream).toMatch(/^\/media\/hls\/audio\/\d+\/index\.m3u8$/);
  });
  it('gives one radio station with its live stream', async () => {
    const { result } = RadioDetailResponseSchema.parse((await post('/api/v1/home/radio/detail', { id: 2, language: 'en' })).json());
    expect(result).toMatchObject({ id: 2, band: 'FM', stream: '/media/hls/radio/2/index.m3u8' });
    expect((await post('/api/v1/home/radio/detail', { id: 0 })).statusCode).toBe(400);
  });
});
