import { embedIframe, embedSize, parsePortalUrl, sizeParam } from './oembed';

const ORIGIN = 'https://tv.example.go.th';

describe('parsePortalUrl', () => {
  it('reads videos and channels in both languages', () => {
    expect(parsePortalUrl(`${ORIGIN}/vod/12`, ORIGIN)).toEqual({ kind: 'vod', id: '12', locale: 'th' });
    expect(parsePortalUrl(`${ORIGIN}/en/vod/12?t=30`, ORIGIN)).toEqual({ kind: 'vod', id: '12', locale: 'en' });
    expect(parsePortalUrl(`${ORIGIN}/en/live/2/`, ORIGIN)).toEqual({ kind: 'live', id: '2', locale: 'en' });
    expect(parsePortalUrl(`${ORIGIN}/channel/3`, ORIGIN)).toEqual({ kind: 'live', id: '3', locale: 'th' });
  });
  it('refuses other sites, other pages and malformed ids', () => {
    expect(parsePortalUrl('https://evil.example/vod/1', ORIGIN)).toBeNull();
    expect(parsePortalUrl(`${ORIGIN}/radio`, ORIGIN)).toBeNull();
    expect(parsePortalUrl(`${ORIGIN}/vod/0`, ORIGIN)).toBeNull();
    expect(parsePortalUrl(`${ORIGIN}/vod/1/x`, ORIGIN)).toBeNull();
    expect(parsePortalUrl('not a url', ORIGIN)).toBeNull();
  });
});

describe('embed size', () => {
  it('is 640×360 by default and keeps 16:9 within maxwidth/maxheight', () => {
    expect(embedSize()).toEqual({ width: 640, height: 360 });
    expect(embedSize(320)).toEqual({ width: 320, height: 180 });
    expect(embedSize(undefined, 180)).toEqual({ width: 320, height: 180 });
    expect(embedSize(1000, 1000)).toEqual({ width: 640, height: 360 });
  });
  it('takes only positive whole numbers', () => {
    expect(sizeParam(null)).toBeUndefined();
    expect(sizeParam('480')).toBe(480);
    expect(sizeParam('0')).toBeNull();
    expect(sizeParam('-5')).toBeNull();
    expect(sizeParam('12px')).toBeNull();
  });
});

describe('embedIframe', () => {
  it('escapes the title and source', () => {
    const html = embedIframe(`${ORIGIN}/embed/vod/1?lang=en&x=1`, 'A "quoted" <b>title</b>', { width: 640, height: 360 });
    expect(html).toContain('src="https://tv.example.go.th/embed/vod/1?lang=en&#38;x=1"');
    expect(html).toContain('title="A &#34;quoted&#34; &#60;b&#62;title&#60;/b&#62;"');
    expect(html).toContain('width="640" height="360"');
  });
});
