import { absoluteUrl, alternatesFor, embedPath, localizedPath, shareImagePath } from './urls';
import { publicOrigin } from './origin';
import { isoDuration } from './duration';

const ORIGIN = 'https://tv.example.go.th';

describe('localizedPath', () => {
  it('keeps Thai unprefixed and puts English below /en', () => {
    expect(localizedPath('th', '/vod/7')).toBe('/vod/7');
    expect(localizedPath('en', '/vod/7')).toBe('/en/vod/7');
    expect(localizedPath('th', '/')).toBe('/');
    expect(localizedPath('en', '/')).toBe('/en');
  });
});

describe('alternatesFor', () => {
  it('gives the canonical of the page language and th, en and x-default (= th) alternates', () => {
    expect(alternatesFor(ORIGIN, 'en', '/live/2')).toEqual({
      canonical: `${ORIGIN}/en/live/2`,
      languages: { th: `${ORIGIN}/live/2`, en: `${ORIGIN}/en/live/2`, 'x-default': `${ORIGIN}/live/2` },
    });
    expect(alternatesFor(ORIGIN, 'th', '/').canonical).toBe(ORIGIN);
    expect(alternatesFor(ORIGIN, 'th', '/').languages.en).toBe(`${ORIGIN}/en`);
  });
});

describe('absoluteUrl and share pictures', () => {
  it('makes paths absolute and leaves absolute URLs alone', () => {
    expect(absoluteUrl(ORIGIN, '/media/poster/video/1.svg')).toBe(`${ORIGIN}/media/poster/video/1.svg`);
    expect(absoluteUrl(ORIGIN, 'https://cdn.example/p.jpg')).toBe('https://cdn.example/p.jpg');
  });
  it('sends generated posters (SVG or WebP) through the JPEG route and keeps other pictures', () => {
    expect(shareImagePath('/media/poster/video/12.svg')).toBe('/og/poster/video/12.jpg');
    expect(shareImagePath('/media/icon/channel/3.svg')).toBe('/og/icon/channel/3.jpg');
    expect(shareImagePath('/media/poster/video/12.webp')).toBe('/og/poster/video/12.jpg');
    expect(shareImagePath('/media/banner/2-xl.webp')).toBe('/og/banner/2-xl.jpg');
    // A member's avatar or an ingested poster is no generated picture: it passes as it is.
    expect(shareImagePath('/media/avatar/1-0123456789abcdef.webp')).toBe('/media/avatar/1-0123456789abcdef.webp');
    expect(shareImagePath('/media/assets/clip/poster.jpg')).toBe('/media/assets/clip/poster.jpg');
    expect(shareImagePath('https://cdn.example/a.svg')).toBe('https://cdn.example/a.svg');
  });
  it('names the embed page with ?lang only for English', () => {
    expect(embedPath('vod', 4, 'th')).toBe('/embed/vod/4');
    expect(embedPath('live', 1, 'en')).toBe('/embed/live/1?lang=en');
  });
});

describe('publicOrigin', () => {
  it('prefers PUBLIC_ORIGIN, then WEB_ORIGIN, then localhost:3000', () => {
    expect(publicOrigin({ PUBLIC_ORIGIN: 'https://tv.example.go.th/', WEB_ORIGIN: 'http://a:1' })).toBe('https://tv.example.go.th');
    expect(publicOrigin({ WEB_ORIGIN: 'http://localhost:3100' })).toBe('http://localhost:3100');
    expect(publicOrigin({})).toBe('http://localhost:3000');
  });
  it('refuses what is not an http(s) origin', () => {
    expect(() => publicOrigin({ PUBLIC_ORIGIN: 'ftp://tv.example' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => publicOrigin({ PUBLIC_ORIGIN: 'https://tv.example/portal' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => publicOrigin({ PUBLIC_ORIGIN: 'not a url' })).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe('isoDuration', () => {
  it('writes seconds as ISO 8601 durations', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(8)).toBe('PT8S');
    expect(isoDuration(60)).toBe('PT1M');
    expect(isoDuration(3725)).toBe('PT1H2M5S');
    expect(isoDuration(7200)).toBe('PT2H');
    expect(isoDuration(90.6)).toBe('PT1M31S');
    expect(isoDuration(-5)).toBe('PT0S');
  });
});
