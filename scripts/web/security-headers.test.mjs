import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes, isEmbedPath, isHttps, parseOrigins } from './security-headers.mjs';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandFontFaces, localeOf, unavailablePage } from './unavailable-page.mjs';

const directive = (policy, name) => policy.split('; ').find((entry) => entry === name || entry.startsWith(`${name} `));

describe('inlineScriptHashes', () => {
  it('hashes an inline script as the CSP specification does', () => {
    // The specification's own example value.
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
  });

  it('skips scripts with src and non-executable data blocks, keeps modules and typed JavaScript', () => {
    const html = [
      '<script src="/_next/static/chunks/main.js" async></script>',
      '<script type="application/ld+json">{"@type":"VideoObject"}</script>',
      '<script type="application/json" id="data">{}</script>',
      '<script data-src="x">one()</script>',
      "<script type='module'>two()</script>",
      '<SCRIPT type=text/javascript>three()</SCRIPT>',
      '<script>one()</script>',
    ].join('\n');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(3);
    expect(hashes).toEqual(inlineScriptHashes('<script>one()</script><script>two()</script><script>three()</script>'));
  });

  it('hashes the UTF-8 bytes the same from a Buffer and from a string (Thai text inside a script)', () => {
    const html = '<script>self.__next_f.push([1,"สวัสดี"])</script>';
    expect(inlineScriptHashes(Buffer.from(html, 'utf8'))).toEqual(inlineScriptHashes(html));
    expect(inlineScriptHashes(html)).not.toEqual(inlineScriptHashes('<script>self.__next_f.push([1,"hello"])</script>'));
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ pathname: '/vod/1', scriptHashes: ["'sha256-abc='"] });

  it('allows scripts from the origin and the given hashes only', () => {
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(directive(policy, 'script-src')).not.toMatch(/unsafe-(inline|eval)|\*/);
  });

  it('closes plugins, base URLs and framing, and limits forms and frames', () => {
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'frame-src')).toBe('frame-src https://www.facebook.com https://www.youtube-nocookie.com');
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self' blob:");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'upgrade-insecure-requests')).toBeUndefined();
  });

  it('lets any site frame the embed pages, in both languages, and nothing else', () => {
    for (const pathname of ['/embed/th/vod/12', '/embed/en/live/3', '/embed/vod/12']) {
      expect(directive(contentSecurityPolicy({ pathname }), 'frame-ancestors')).toBe('frame-ancestors *');
      expect(baseSecurityHeaders({ pathname, https: false })['X-Frame-Options']).toBeUndefined();
    }
    // /en/embed/... and /th/embed/... are no routes: the site's 404 page, in its full layout.
    for (const pathname of ['/', '/en', '/vod/12', '/embed', '/embedded', '/en/vod/embed', '/search', '/en/embed/vod/12', '/th/embed/live/3']) {
      expect(isEmbedPath(pathname)).toBe(false);
      expect(directive(contentSecurityPolicy({ pathname }), 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(baseSecurityHeaders({ pathname, https: false })['X-Frame-Options']).toBe('DENY');
    }
  });

  it('adds configured media origins to media, images and connections, refusing anything but origins', () => {
    const origins = parseOrigins("https://cdn.example.go.th, http://img.example:8080 'unsafe-inline' https://x.example/path; script-src *");
    expect(origins).toEqual(['https://cdn.example.go.th', 'http://img.example:8080']);
    const withMedia = contentSecurityPolicy({ pathname: '/', mediaOrigins: origins });
    expect(directive(withMedia, 'media-src')).toBe("media-src 'self' blob: data: https://cdn.example.go.th http://img.example:8080");
    expect(directive(withMedia, 'connect-src')).toBe("connect-src 'self' https://cdn.example.go.th http://img.example:8080");
    expect(directive(withMedia, 'script-src')).toBe("script-src 'self'");
  });

  it('upgrades insecure requests behind https', () => {
    expect(contentSecurityPolicy({ pathname: '/', https: true }).split('; ')).toContain('upgrade-insecure-requests');
  });
});

describe('baseSecurityHeaders and isHttps', () => {
  const request = (headers = {}) => ({ headers, socket: {} });

  it('sends HSTS only over https', () => {
    expect(baseSecurityHeaders({ pathname: '/', https: false })['Strict-Transport-Security']).toBeUndefined();
    expect(baseSecurityHeaders({ pathname: '/', https: true })['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('reads https from the proxy header or the public origin', () => {
    expect(isHttps(request({ 'x-forwarded-proto': 'https' }), {})).toBe(true);
    expect(isHttps(request({ 'x-forwarded-proto': 'https, http' }), {})).toBe(true);
    expect(isHttps(request({ 'x-forwarded-proto': 'http' }), {})).toBe(false);
    expect(isHttps(request(), {})).toBe(false);
    expect(isHttps(request(), { NEXTAUTH_URL: 'https://tv.example.go.th' })).toBe(true);
    expect(isHttps(request(), { PUBLIC_ORIGIN: 'http://localhost:3000', NEXTAUTH_URL: 'https://x' })).toBe(false);
  });

  it('sets the fixed headers of every response', () => {
    const headers = baseSecurityHeaders({ pathname: '/radio', https: false });
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('microphone=()');
    expect(headers['Permissions-Policy']).toContain('geolocation=(self)');
  });
});

describe('the 503 page', () => {
  it('speaks the language of the path, else of the cookie, else Thai', () => {
    expect(localeOf('/en/vod/1')).toBe('en');
    expect(localeOf('/en')).toBe('en');
    expect(localeOf('/vod/1', 'a=b; language=en')).toBe('en');
    expect(localeOf('/vod/1', 'language=th')).toBe('th');
    expect(localeOf('/english')).toBe('th');
    expect(localeOf('/th/vod/1', 'language=en')).toBe('th');
  });

  it('is self-contained, localized and script-free', () => {
    const th = unavailablePage('th');
    const en = unavailablePage('en');
    expect(th).toContain('<html lang="th">');
    expect(th).toContain('ระบบขัดข้องชั่วคราว');
    expect(th).toContain('สื่อกรมประชาสัมพันธ์');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('Temporarily unavailable');
    expect(en).toContain('href="/en"');
    for (const html of [th, en]) {
      expect(html).not.toMatch(/<script|\ssrc=/i);
      expect(inlineScriptHashes(html)).toEqual([]);
    }
  });

  it('uses the build\'s own Sarabun files when there are any', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    expect(brandFontFaces(dist)).toBe('');
    mkdirSync(join(dist, 'static', 'media'), { recursive: true });
    for (const file of ['sarabun_thai_400_normal-s.p.abc.woff2', 'sarabun_latin_600_normal-s.p.def.woff2', 'other.woff2']) {
      writeFileSync(join(dist, 'static', 'media', file), '');
    }
    const faces = brandFontFaces(dist);
    expect(faces).toContain('font-family:SarabunThai;font-weight:400;font-display:swap;src:url(/_next/static/media/sarabun_thai_400_normal-s.p.abc.woff2)');
    expect(faces).toContain('font-family:SarabunLatin;font-weight:600');
    expect(faces).not.toContain('other.woff2');
    expect(unavailablePage('th', faces)).toContain(faces);
  });
});
