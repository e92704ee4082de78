// The page the web server answers (503) when a page cannot be rendered because the backend is
// down: self-contained (no script, no external file), in the visitor's language, brand colours.
// Its few texts live here, not in messages/*.json, which the app sends to every browser.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const siteName = (locale) =>
  JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')).Common.siteName;

const TEXT = {
  th: {
    title: 'ขออภัย ระบบขัดข้องชั่วคราว',
    description: 'บริการยังไม่พร้อมใช้งานในขณะนี้ กรุณาลองใหม่อีกครั้งในอีกสักครู่',
    retry: 'ลองอีกครั้ง',
    home: 'หน้าแรก',
    site: siteName('th'),
  },
  en: {
    title: 'Temporarily unavailable',
    description: 'The service is not available right now. Please try again in a moment.',
    retry: 'Try again',
    home: 'Home',
    site: siteName('en'),
  },
};

/** Seconds after which the browser (and the page itself) tries again. */
export const RETRY_AFTER_SECONDS = 15;

/** th/en: the path's /en prefix, else the `language` cookie, else Thai (the site's default). */
export function localeOf(pathname, cookieHeader = '') {
  if (/^\/en(?:\/|$)/.test(pathname)) return 'en';
  if (/^\/th(?:\/|$)/.test(pathname)) return 'th';
  const cookie = /(?:^|;\s*)language=([^;]*)/.exec(cookieHeader);
  return cookie?.[1] === 'en' ? 'en' : 'th';
}

/**
 * @font-face rules for the app's own Sarabun files in the build (`<distDir>/static/media`, served by
 * Next whatever the backend does), so the page looks like the site; '' when they are not found.
 */
export function brandFontFaces(distDir) {
  let files = [];
  try {
    files = readdirSync(join(distDir, 'static', 'media'));
  } catch {
    return '';
  }
  return files
    .map((file) => /^sarabun_(thai|latin)_(400|600)_normal.*\.woff2$/.exec(file))
    .filter(Boolean)
    .map(([file, script, weight]) => `@font-face{font-family:Sarabun${script === 'thai' ? 'Thai' : 'Latin'};font-weight:${weight};font-display:swap;src:url(/_next/static/media/${file}) format("woff2")}`)
    .join('\n');
}

/**
 * @param {'th' | 'en'} locale
 * @param {string} [fontFaces] brandFontFaces() of the build
 */
export function unavailablePage(locale, fontFaces = '') {
  const t = TEXT[locale] ?? TEXT.th;
  const home = locale === 'en' ? '/en' : '/';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}">
<meta name="theme-color" content="#0b2266">
<link rel="icon" href="/favicon.svg">
<title>${t.title} | ${t.site}</title>
<style>
${fontFaces}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:SarabunLatin,SarabunThai,Sarabun,"Noto Sans Thai","Leelawadee UI",Tahoma,system-ui,sans-serif;color:#0f172a;background:#f8fafc}
header{background:#0b2266;color:#fff;padding:14px 20px;font-weight:600}
main{flex:1;display:grid;place-items:center;padding:32px 20px;text-align:center}
.code{font-size:64px;font-weight:700;color:#1741b0;margin:0}
h1{font-size:24px;margin:8px 0 12px}
p{margin:0 auto 24px;max-width:32rem;line-height:1.6;color:#334155}
a{display:inline-block;margin:4px;border-radius:999px;padding:10px 24px;font-weight:600;text-decoration:none}
.primary{background:#1741b0;color:#fff}
.primary:hover{background:#0f2f86}
.secondary{color:#1741b0;border:1px solid #1741b0}
a:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}
</style>
</head>
<body>
<header>${t.site}</header>
<main>
<div>
<p class="code" aria-hidden="true">503</p>
<h1>${t.title}</h1>
<p>${t.description}</p>
<a class="primary" href="">${t.retry}</a>
<a class="secondary" href="${home}">${t.home}</a>
</div>
</main>
</body>
</html>
`;
}
