// The not-found and error pages, in the HTML itself.
//
// Next 16 (16.4.6, and 16.5 canaries) answers a page that calls notFound() with status 404 and an
// "error shell": `<html id="__next_error__">` with an empty body, the not-found page being only in the
// RSC payload, drawn once the scripts have run (vercel/next.js#98295, #98954). Without scripts (or
// before they come, 3 s on a slow phone, or for a crawler that reads HTML) the page stays blank. An
// address no route claims gets real HTML from Next, but here every address is claimed: [locale] and
// the catch-all [...rest] take them all, and /vod/{id} and the like must call notFound(). A page whose
// render throws (a backend answering 500 for one item, a bug) gets the same empty shell with status
// 500, its error boundary (app/[locale]/error.tsx) drawn by the scripts alone.
//
// So the not-found pages are also pages of their own (/not-found, /en/not-found, /embed/{lang}/not-found,
// cached like any catalogue page), as is the error page (/500, /en/500: the legacy site's route), and
// the web server sends such a page's HTML in place of any page answering 404 or 500. Its payload is
// that page's, so the browser hydrates it as it is (as after a rewrite: the address stays the one asked
// for), and the status stays. Asked for directly, those pages answer 200 (noindex, and nothing links to
// the not-found ones): made 404 on the way out, the response's status reached Next's background
// re-render of a stale copy, which then took the not-found metadata (Next reads `res.statusCode`) and
// cached the page titled with the site's name alone. The embeddable player has its own of both
// (/embed/{lang}/not-found and /embed/{lang}/500), in its frame and its language.

import { request } from 'node:http';

/** The first bytes of Next's error shell. */
const ERROR_SHELL = /^<!DOCTYPE html><html id="__next_error__"/i;

/** The body is Next's error shell (an empty page whose content is only in its RSC payload). */
export function isErrorShell(body) {
  return ERROR_SHELL.test(body.subarray(0, 64).toString('latin1'));
}

/** The not-found and error pages as pages of their own, by address. */
const STATUS_PAGE = /^\/(?:(?:en|th)\/)?(?:not-found|500)\/?$|^\/embed\/(?:en|th)\/(?:not-found|500)\/?$/;

/** The page of our own for each status it stands in for (the portal's and the embed's alike). */
const STATUS_PAGE_NAME = { 404: 'not-found', 500: '500' };

/** The address is one of the not-found or error pages. */
export const isStatusPage = (pathname) => STATUS_PAGE.test(pathname);

/**
 * The page of our own that stands in for Next's answer with this status at this address, or undefined:
 * for the embeddable player the embed's not-found or error page (its language is the `[lang]`
 * segment, or ?lang=en before next.config.mjs's rewrite), the portal's otherwise. English for an /en
 * address; an unprefixed one is Thai by the time Next renders it, the middleware having redirected it
 * otherwise.
 */
export function statusPagePath(url, status) {
  const { pathname } = new URL(url, 'http://x');
  const embed = /^\/embed(?:\/|$)/.test(pathname);
  const prefix = /^\/en(?:\/|$)/.test(pathname) ? '/en' : '';
  const page = STATUS_PAGE_NAME[status];
  if (!page) return undefined;
  return embed ? `/embed/${embedLanguage(url)}/${page}` : `${prefix}/${page}`;
}

/** The language of an embeddable player's address: its `[lang]` segment, else its ?lang= (Thai by default). */
export function embedLanguage(url) {
  const { pathname, searchParams } = new URL(url, 'http://x');
  // next.config.mjs's rewrite reads the last ?lang= (Next's `has` takes the last of a repeated one).
  return /^\/embed\/(en|th)\//.exec(pathname)?.[1] ?? (searchParams.getAll('lang').at(-1) === 'en' ? 'en' : 'th');
}

/** How long a fetched page is kept and handed to every 404 or 500 (it changes with the menu only). */
export const KEEP_MS = 5000;

/**
 * Fetches a not-found or error page from this web server itself (`origin`, over loopback): its HTML as it is
 * sent (the build's scripts deferred), or undefined if it did not come whole and as expected within
 * `timeoutMs` (the error shell is sent then: the page still appears once the scripts run). Asked without
 * cookies (the page is the same for everyone) and without compression. A page that came is handed to
 * every caller for `keepMs` (the same Buffer, so the web server hashes and compresses it once), and
 * callers asking while it is on its way share that one request: a flood of 404s makes a request every
 * few seconds, not one each.
 */
export function statusPageFetcher(origin, { timeoutMs = 1000, keepMs = KEEP_MS, now = Date.now } = {}) {
  /** path -> { page: Promise<Buffer | undefined>, until: time it may be handed out to } */
  const kept = new Map();
  const fetchPage = (path) =>
    new Promise((resolve) => {
      const req = request(new URL(path, origin), { headers: { accept: 'text/html', 'accept-encoding': 'identity' } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', () => resolve(undefined));
        res.on('close', () => resolve(undefined));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const html = /^text\/html/i.test(String(res.headers['content-type'] ?? ''));
          resolve(res.statusCode === 200 && html && !res.headers['content-encoding'] && !isErrorShell(body) ? body : undefined);
        });
      });
      // The whole exchange, not only a silence: the visitor's 404 waits for it.
      const timer = setTimeout(() => req.destroy(), timeoutMs);
      req.on('close', () => clearTimeout(timer));
      req.on('error', () => resolve(undefined));
      req.end();
    });
  return (path) => {
    const entry = kept.get(path);
    if (entry && entry.until > now()) return entry.page;
    const page = fetchPage(path);
    // On its way: shared. Come: kept for keepMs. Not come: forgotten (the next 404 asks again).
    const fresh = { page, until: Infinity };
    kept.set(path, fresh);
    void page.then((body) => {
      if (kept.get(path) !== fresh) return;
      if (body) fresh.until = now() + keepMs;
      else kept.delete(path);
    });
    return page;
  };
}
