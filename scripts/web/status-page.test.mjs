// The not-found and error pages sent in place of Next's empty error shell: which page, and when it is taken.
import { createServer } from 'node:http';
import { isErrorShell, isStatusPage, statusPageFetcher, statusPagePath } from './status-page.mjs';

const SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>';
const PAGE = '<!DOCTYPE html><html lang="en"><head></head><body><h1>Page not found</h1></body></html>';

describe('the error shell', () => {
  it('is told by its first bytes', () => {
    expect(isErrorShell(Buffer.from(SHELL))).toBe(true);
    expect(isErrorShell(Buffer.from(PAGE))).toBe(false);
    expect(isErrorShell(Buffer.from(`${PAGE}<html id="__next_error__">`))).toBe(false);
    expect(isErrorShell(Buffer.alloc(0))).toBe(false);
  });
});

describe('the not-found page of an address', () => {
  it.each([
    ['/vod/99999', '/not-found'],
    ['/no/such/page?x=1', '/not-found'],
    ['/en', '/en/not-found'],
    ['/en/vod/99999', '/en/not-found'],
    ['/english', '/not-found'],
    ['/embed/vod/9', '/embed/th/not-found'],
    ['/embed/live/9?lang=en', '/embed/en/not-found'],
    ['/embed/en/vod/9', '/embed/en/not-found'],
    ['/embed/th/vod/9?lang=en', '/embed/th/not-found'],
    // Next's rewrite reads the last of a repeated ?lang=.
    ['/embed/vod/9?lang=th&lang=en', '/embed/en/not-found'],
    ['/embed/vod/9?lang=en&lang=th', '/embed/th/not-found'],
  ])('%s → %s', (url, page) => {
    expect(statusPagePath(url, 404)).toBe(page);
    expect(isStatusPage(page)).toBe(true);
  });

  it('is one of a few addresses', () => {
    for (const path of ['/not-found', '/en/not-found', '/th/not-found', '/embed/en/not-found', '/en/not-found/']) expect(isStatusPage(path)).toBe(true);
    for (const path of ['/vod/not-found', '/en/not-found/x', '/fr/not-found', '/embed/not-found', '/not-found-page']) expect(isStatusPage(path)).toBe(false);
  });
});

describe('the error page of an address', () => {
  it.each([
    ['/vod/1', '/500'],
    ['/', '/500'],
    ['/en', '/en/500'],
    ['/en/vod/1?t=30', '/en/500'],
    ['/english', '/500'],
  ])('%s → %s', (url, page) => {
    expect(statusPagePath(url, 500)).toBe(page);
    expect(isStatusPage(page)).toBe(true);
  });

  it.each([
    ['/embed/vod/1', '/embed/th/500'],
    ['/embed/live/1?lang=en', '/embed/en/500'],
    ['/embed/en/live/1?lang=th', '/embed/en/500'],
    ['/embed/vod/1?lang=en&lang=th', '/embed/th/500'],
  ])('the embeddable player %s → its own %s', (url, page) => {
    expect(statusPagePath(url, 500)).toBe(page);
    expect(isStatusPage(page)).toBe(true);
  });

  it('is none for other statuses', () => {
    for (const status of [200, 400, 403, 502, 503]) expect(statusPagePath('/vod/1', status)).toBeUndefined();
  });

  it('is one of a few addresses', () => {
    for (const path of ['/500', '/en/500', '/th/500/', '/embed/en/500', '/embed/th/500/']) expect(isStatusPage(path)).toBe(true);
    for (const path of ['/vod/500', '/5000', '/embed/500', '/embed/fr/500', '/en/500/x']) expect(isStatusPage(path)).toBe(false);
  });
});

describe('fetching it', () => {
  let server;
  let origin;
  const seen = [];
  let failedOnce = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers);
      const send = (status, body, headers = {}) => {
        res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
        res.end(body);
      };
      if (req.url === '/ok') send(200, PAGE);
      else if (req.url === '/ok-404') send(404, PAGE);
      else if (req.url === '/shell') send(200, SHELL);
      else if (req.url === '/gzip') send(200, PAGE, { 'content-encoding': 'gzip' });
      else if (req.url === '/json') send(200, '{}', { 'content-type': 'application/json' });
      else if (req.url === '/slow') setTimeout(() => send(200, PAGE), 1000);
      else if (req.url === '/trickle') {
        // Never silent for long, never done: only a limit on the whole exchange ends it.
        res.writeHead(200, { 'content-type': 'text/html' });
        const beat = setInterval(() => res.write(' '), 50);
        res.on('close', () => clearInterval(beat));
      } else if (req.url === '/counted') send(200, `${PAGE}<!-- ${seen.length} -->`);
      else if (req.url === '/fails-once') send(failedOnce++ ? 200 : 500, PAGE);
    });
    await new Promise((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it('takes a whole page (200, as Next renders it), asked for without cookies or compression', async () => {
    const page = await statusPageFetcher(origin)('/ok');
    expect(page?.toString()).toBe(PAGE);
    expect(seen.at(-1)).toMatchObject({ accept: 'text/html', 'accept-encoding': 'identity' });
    expect(seen.at(-1).cookie).toBeUndefined();
  });

  it('takes nothing else: another status, another shell, a compressed body, not HTML, too late, nobody there', async () => {
    const fetchPage = statusPageFetcher(origin, { timeoutMs: 200 });
    for (const path of ['/ok-404', '/shell', '/gzip', '/json', '/slow', '/trickle']) expect([path, await fetchPage(path)]).toEqual([path, undefined]);
    const closed = createServer();
    await new Promise((done) => closed.listen(0, '127.0.0.1', done));
    const gone = `http://127.0.0.1:${closed.address().port}`;
    await new Promise((done) => closed.close(done));
    expect(await statusPageFetcher(gone)('/ok')).toBeUndefined();
  });

  it('asks once for callers at the same time, hands the same page out for keepMs, then asks again', async () => {
    let clock = 0;
    const fetchPage = statusPageFetcher(origin, { keepMs: 5000, now: () => clock });
    const asked = seen.length;
    const [a, b] = await Promise.all([fetchPage('/counted'), fetchPage('/counted')]);
    expect(seen.length - asked).toBe(1);
    expect(b).toBe(a);
    clock = 4999;
    expect(await fetchPage('/counted')).toBe(a);
    expect(seen.length - asked).toBe(1);
    clock = 5001;
    const c = await fetchPage('/counted');
    expect(seen.length - asked).toBe(2);
    expect(c?.toString()).not.toBe(a?.toString());
  });

  it('keeps no failure: the next caller asks again', async () => {
    const fetchPage = statusPageFetcher(origin);
    const asked = seen.length;
    expect(await fetchPage('/fails-once')).toBeUndefined();
    expect((await fetchPage('/fails-once'))?.toString()).toBe(PAGE);
    expect(await fetchPage('/fails-once')).toBeDefined();
    expect(seen.length - asked).toBe(2);
  });
});
