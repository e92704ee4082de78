import { landingPath, sameSiteUrl } from './landing';

describe('landingPath', () => {
  it('opens the page in the member language', () => {
    expect(landingPath('/vod/3?t=10', 'en')).toBe('/en/vod/3?t=10');
    expect(landingPath('/en/vod/3', 'th')).toBe('/vod/3');
    expect(landingPath('/en', 'th')).toBe('/');
    expect(landingPath('/', 'en')).toBe('/en');
    expect(landingPath('/en/schedule', 'en')).toBe('/en/schedule');
  });
  it('keeps the page when the language is unknown', () => {
    expect(landingPath('/en/radio', undefined)).toBe('/en/radio');
  });
  it('never leaves the site', () => {
    expect(landingPath('//evil.example/x', 'th')).toBe('/');
    expect(landingPath('https://evil.example', 'th')).toBe('/');
    expect(landingPath('/\\evil.example', 'en')).toBe('/en');
    expect(landingPath(null, 'th')).toBe('/');
  });
  it('never leaves the site by what a browser drops or rewrites in a URL', () => {
    // A tab or newline is dropped by the browser: `/\t/evil` is `//evil`, another site.
    for (const language of [undefined, 'th', 'en'] as const) {
      for (const to of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/.//evil.example', '/..//evil.example', '/%09/x\\y']) {
        const path = landingPath(to, language);
        expect(new URL(path, 'https://site.example').origin).toBe('https://site.example');
        expect(path).not.toMatch(/^\/\/|[\u0000-\u001f\\]/);
      }
    }
    expect(landingPath('/.//evil.example', 'th')).toBe('/');
    // The language taken off leaves what followed it.
    for (const to of ['/en//evil.example', '/en/.//evil.example', '/en//evil.example/x?y=1']) {
      for (const language of ['th', 'en'] as const) {
        const path = landingPath(to, language);
        expect([to, language, new URL(path, 'https://site.example').origin]).toEqual([to, language, 'https://site.example']);
        expect(path).not.toMatch(/^\/\//);
      }
    }
  });
  it('sends a header-safe path (percent-encoded), keeping the query and the fragment', () => {
    expect(landingPath('/search?search_query=ข่าว#top', undefined)).toBe('/search?search_query=%E0%B8%82%E0%B9%88%E0%B8%B2%E0%B8%A7#top');
    expect(landingPath('/vod/3?t=10#player', 'en')).toBe('/en/vod/3?t=10#player');
  });
});

describe('sameSiteUrl (next-auth callbackUrl)', () => {
  const base = 'https://tv.example.go.th';
  it('sends an address too long for a cookie home, and keeps one of ordinary length', () => {
    expect(sameSiteUrl(`${base}/search?search_query=${'ข'.repeat(30_000)}`, base)).toBe(base);
    expect(sameSiteUrl(`/en/search?search_query=${'a'.repeat(1_000)}`, base)).toBe(`${base}/en/search?search_query=${'a'.repeat(1_000)}`);
  });

  it('keeps addresses of the site, absolute or relative', () => {
    expect(sameSiteUrl('https://tv.example.go.th/en/vod/1?t=5', base)).toBe('https://tv.example.go.th/en/vod/1?t=5');
    expect(sameSiteUrl('/radio', base)).toBe('https://tv.example.go.th/radio');
  });
  it('sends anything else home, and never throws', () => {
    for (const url of ['https://evil.example/', '//evil.example', '/\t/evil.example', '/\\evil.example', 'javascript:alert(1)', 'http://[', '']) {
      expect(new URL(sameSiteUrl(url, base)).origin).toBe(base);
    }
    expect(sameSiteUrl('//evil.example', base)).toBe(base);
    expect(sameSiteUrl('http://[', base)).toBe(base);
  });
});
