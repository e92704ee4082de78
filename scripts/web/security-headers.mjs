// Security headers of the web app, applied by scripts/web-server.mjs (the production server).
// Pure functions, unit-tested in security-headers.test.mjs.
//
// The Content-Security-Policy allows inline scripts by their SHA-256 hash, computed from each
// HTML response, instead of nonces: a nonce must differ per response, which forces Next.js to
// render every page per request and would throw away the page cache. A hash only depends on the
// script's text, so a cached page keeps the same hashes and costs a lookup.
import { createHash } from 'node:crypto';

/** Third-party frames of the /social page (components/social/social-embeds.tsx). */
export const SOCIAL_FRAME_ORIGINS = ['https://www.facebook.com', 'https://www.youtube-nocookie.com'];

/** `<script>` types a browser executes (or, like import maps, checks against script-src). */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
  'text/jscript',
  'text/livescript',
  'application/x-javascript',
  'application/x-ecmascript',
  'text/x-javascript',
  'text/x-ecmascript',
]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * CSP source expressions ('sha256-…') of every inline executable script of an HTML document,
 * in document order, without duplicates. Scripts with `src` are covered by 'self'; data blocks
 * such as `<script type="application/ld+json">` never run and need none.
 * @param {Buffer | string} html the document's bytes (UTF-8)
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  // latin1 maps each byte to one character, so slicing the string slices the original bytes.
  const text = typeof html === 'string' ? html : html.toString('latin1');
  const bytes = (value) => (typeof html === 'string' ? Buffer.from(value, 'utf8') : Buffer.from(value, 'latin1'));
  const hashes = new Set();
  for (const [, attributes, body] of text.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const value = type ? (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase() : '';
    if (!EXECUTABLE_TYPES.has(value)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(bytes(body)).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Embed pages (/embed/{lang}/vod/{id}, /embed/{lang}/live/{id}: app/embed, their language in the path)
 * may be framed by any site. Nothing under /th or /en is one: /en/embed/... is the site's own 404 page,
 * with the top bar and its sign-in, which no other site may frame.
 */
export function isEmbedPath(pathname) {
  // Not /embed alone either: without the slash the middleware takes it to the site's 404 page.
  return /^\/embed\//.test(pathname);
}

/**
 * Extra origins (absolute stream, poster or thumbnail hosts of another backend) allowed for media,
 * images and hls.js requests, from CSP_MEDIA_ORIGINS ("https://cdn.example https://img.example").
 * Anything that is not a plain http(s) origin is ignored, so the header cannot be injected into.
 */
export function parseOrigins(value) {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter((origin) => /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i.test(origin));
}

/**
 * The Content-Security-Policy of an HTML document.
 * @param {{ pathname: string, scriptHashes?: string[], https?: boolean, mediaOrigins?: string[] }} options
 */
export function contentSecurityPolicy({ pathname, scriptHashes = [], https = false, mediaOrigins = [] }) {
  const media = mediaOrigins.join(' ');
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    // Next.js and React set style attributes and inline <style>: styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${media}`,
    "font-src 'self' data:",
    // hls.js feeds the media element through Media Source Extensions (blob: URLs) from a blob: worker,
    // and gives caption tracks a `data:,WEBVTT` placeholder source.
    `media-src 'self' blob: data: ${media}`,
    `connect-src 'self' ${media}`,
    "worker-src 'self' blob:",
    `frame-src ${SOCIAL_FRAME_ORIGINS.join(' ')}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    // Sign-in forms post to the app itself; Google/Facebook sign-in is a navigation, not a form.
    "form-action 'self'",
    `frame-ancestors ${isEmbedPath(pathname) ? '*' : "'none'"}`,
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.map((directive) => directive.trim()).join('; ');
}

/** Policy of SVG files (channel and station icons) opened on their own: no script, no frames. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  // The radio page finds the nearest station from the visitor's position.
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** HSTS: two years, sub-domains included; only sent when the request reached us over https. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Whether the visitor's connection is https: a proxy says so (x-forwarded-proto), or the app's
 * public origin (PUBLIC_ORIGIN, else NEXTAUTH_URL) is https.
 * @param {import('node:http').IncomingMessage} request
 */
export function isHttps(request, env = process.env) {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  if (proto === 'https') return true;
  if (request.socket && 'encrypted' in request.socket && request.socket.encrypted) return true;
  const origin = env.PUBLIC_ORIGIN || env.NEXTAUTH_URL || '';
  return origin.toLowerCase().startsWith('https://');
}

/**
 * Headers of every response (pages, assets, API, media).
 * @param {{ pathname: string, https: boolean }} options
 * @returns {Record<string, string>}
 */
export function baseSecurityHeaders({ pathname, https }) {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // Share buttons open Facebook/LINE/X in pop-ups that must keep working.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  // Legacy twin of frame-ancestors for old browsers; embed pages may be framed anywhere.
  if (!isEmbedPath(pathname)) headers['X-Frame-Options'] = 'DENY';
  if (https) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}
