#!/usr/bin/env node
// `npm run bench`: builds when stale, starts the product on the embedded default with a fresh
// DATA_DIR (.data/bench), measures HTTP throughput, Lighthouse, first-load JS and time to first
// frame, and prints one table (also .data/bench/results.md and results.json).
// Env: BENCH_DURATION (s per autocannon run, default 20), BENCH_PORT (3600), BENCH_BACKEND_PORT (4600),
// BENCH_WARMUP (s of untimed autocannon before the first HTTP run, default 10), BENCH_SLICES (each
// URL's and ceiling's BENCH_DURATION is taken in this many slices, in turn with the others; default 4),
// BENCH_ONLY (comma list of sections: http,lighthouse,js,frame), LIGHTHOUSE_RUNS (per page, default 5,
// as Lighthouse's docs/variability.md recommends; the median run is reported), BENCH_FRAME_RUNS (first-frame runs, default 5).
// Exit code 0 when the measurements ran (even when targets fail: it is a report), non-zero on errors.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  bannerCookie, BROWSER_ACCEPT_ENCODING, cannon, rawGet, CHROMIUM, discover, launchBrowser, mark, median, root, round, startStack, staticServer, stopAllOnExit, table, waitForMedia,
} from './perf/lib.mjs';
import { suggestedCpuMultiplier } from './perf/cpu-slowdown.mjs';
import { pageScriptSources } from './web/deferred-scripts.mjs';

/** A whole number ≥ 1 from the environment, else the default. */
function countFromEnv(name, fallback) {
  const value = Number(process.env[name]);
  return value >= 1 ? Math.floor(value) : fallback;
}

const DURATION = Number(process.env.BENCH_DURATION || 20);
const WARMUP = Number(process.env.BENCH_WARMUP || 10);
const WEB_PORT = Number(process.env.BENCH_PORT || 3600);
const BACKEND_PORT = Number(process.env.BENCH_BACKEND_PORT || 4600);
const DATA_DIR = resolve(root, '.data', 'bench');
const ONLY = new Set((process.env.BENCH_ONLY || 'http,lighthouse,js,frame').split(','));
const TTFF_RUNS = countFromEnv('BENCH_FRAME_RUNS', 5);
/** Slices of each HTTP measurement, taken in turn with the other URLs' (measureAll). */
const SLICES = countFromEnv('BENCH_SLICES', 4);
const LIGHTHOUSE_RUNS = countFromEnv('LIGHTHOUSE_RUNS', 5);
/**
 * Lighthouse's simulated CPU slowdown. Unset: its default (4×), under which issue #6's targets are set.
 * A number runs the pages at that slowdown instead, to see what a host that is not the high-end desktop
 * the default assumes would show at the slowdown Lighthouse's documentation suggests for it (below).
 */
const CPU_MULTIPLIER = process.env.LIGHTHOUSE_CPU_MULTIPLIER ? Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER) : undefined;
if (CPU_MULTIPLIER !== undefined && !(CPU_MULTIPLIER >= 1 && CPU_MULTIPLIER <= 20)) throw new Error('LIGHTHOUSE_CPU_MULTIPLIER: a number from 1 to 20');

/** Targets of issue #6. */
const TARGETS = { perf: 95, other: 100, lcp: 2000, tbt: 100, cls: 0.02, homeJsKb: 170, p99: 150, searchRps: 100, vodFrame: 1000, liveFrame: 1500 };
/**
 * A catalogue page and the prerendered reference page through the same micro-cache are the same code
 * path: their throughputs in one run differ by the run's noise only (98-111 % of each other in the
 * README's 18 runs before this rule). A page under this share of the reference's req/s through the micro-cache is
 * slower than it beyond that noise: a regression of the catalogue pages' own path.
 */
const SAME_PATH_SHARE = 0.9;
/**
 * A cookie the web server's micro-cache does not key on (scripts/web/micro-cache.mjs): a request
 * carrying it passes the micro-cache by and is answered by Next, as a signed-in member's request is.
 */
const PASS_BY_COOKIE = 'bench.passby=1';
/** Pages that may be prerendered at build time: the first that says so is the static-page reference. */
const STATIC_CANDIDATES = ['/privacypolicy', '/cookiespolicy', '/termandconditions', '/disclaimer', '/webpolicy', '/securitypolicy', '/apipublic'];

/** The player's play button, by its Thai label (the default locale). */
const PLAY_LABEL = JSON.parse(readFileSync(join(root, 'messages', 'th.json'), 'utf8')).Player.play;

const log = (message) => console.error(`[bench] ${message}`);
stopAllOnExit();

async function main() {
  mkdirSync(DATA_DIR, { recursive: true });
  log(`starting the product (web :${WEB_PORT}, backend :${BACKEND_PORT}, DATA_DIR .data/bench, fresh; builds first when stale)`);
  const stack = await startStack({ webPort: WEB_PORT, backendPort: BACKEND_PORT, dataDir: DATA_DIR, fresh: true });
  const results = { date: new Date().toISOString(), duration: DURATION, slices: SLICES, machine: machine() };
  try {
    const ids = await discover(stack.backend);
    results.ids = ids;
    log(`ids: vod ${ids.vodId}, live ${ids.channelId}, Thai word "${ids.thaiWord}"; waiting for the demo media`);
    await waitForMedia(stack.backend, ids.vodStream);
    await waitForMedia(stack.backend, ids.liveStream);
    // The rest of the demo media is still being encoded (ffmpeg on the same two cores): measuring
    // before it is done measures that. The backend logs when it is.
    await stack.waitForLog('demo media ready', 600);
    const web = stack.web;
    const routes = {
      home: '/',
      vod: `/vod/${ids.vodId}`,
      live: `/live/${ids.channelId}`,
      radio: '/radio',
      schedule: '/schedule',
      search: `/search?search_query=${encodeURIComponent(ids.thaiWord)}`,
    };
    // Every page once, as the first visitor after a deployment would: fills the server caches.
    for (const path of Object.values(routes)) await fetch(web + path).then((r) => r.arrayBuffer());

    if (ONLY.has('http')) results.http = await httpSection(stack, routes, ids);
    if (ONLY.has('js')) results.js = await jsSection(web, routes);
    if (ONLY.has('lighthouse')) results.lighthouse = await lighthouseSection(web, routes);
    if (ONLY.has('frame')) results.frame = await frameSection(web, routes);
  } finally {
    log('stopping the product');
    await stack.group.stop();
  }
  const markdown = report(results);
  writeFileSync(join(DATA_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(DATA_DIR, 'results.md'), `${markdown}\n`);
  console.log(markdown);
  log(`written to .data/bench/results.md and results.json`);
}

function machine() {
  return { node: process.version, cpus: cpus().length, loadavg: loadavg(), memory: memoryTouch() };
}

/**
 * How fast the host hands out fresh memory: 256 MB written for the first time (every page a fault)
 * and again (no faults), in MB/s. Every Lighthouse run and first-frame run starts a fresh Chromium,
 * whose renderer builds its V8 heap and the page on memory it touches for the first time; on a
 * virtual machine whose page faults are slow, that work is slow too, whatever the CPU index says.
 */
function memoryTouch() {
  const size = 256 * 1024 * 1024;
  const buffer = Buffer.allocUnsafeSlow(size);
  const first = performance.now();
  buffer.fill(1);
  const second = performance.now();
  buffer.fill(2);
  const end = performance.now();
  const rate = (ms) => Math.round(size / 1024 / 1024 / (Math.max(ms, 0.001) / 1000));
  return { firstTouchMBps: rate(second - first), rewriteMBps: rate(end - second) };
}

/**
 * The answer to `url` as a browser asks for it, its body saved under DATA_DIR/static as `name`: what
 * the static server serves as the ceiling (staticServer(file, contentType, encoding)).
 */
async function staticCopy(name, url, extraHeaders = {}) {
  const sample = await rawGet(url, { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...extraHeaders });
  const file = join(DATA_DIR, 'static', `${name.replace(/[^a-z0-9]+/gi, '_')}.body`);
  mkdirSync(join(DATA_DIR, 'static'), { recursive: true });
  writeFileSync(file, sample.body);
  return { sample, file, contentType: sample.headers['content-type'] || 'application/octet-stream', encoding: sample.headers['content-encoding'] || '' };
}

/**
 * autocannon on each URL and on a static server answering the same bytes (its ceiling), each for
 * DURATION seconds in all, in SLICES slices taken in turn: URL 1, its ceiling, URL 2, its ceiling, …,
 * then the second slice of each, and so on. Both asked the way a browser asks (Accept-Encoding: gzip,
 * deflate, br, zstd), so the bytes are the compressed ones a visitor gets, and the static server sends
 * them as they are (the ceiling: no compression at all).
 *
 * Why slices: this machine's speed moves by a third within minutes (Lighthouse's CPU index of runs
 * minutes apart: 1,500-2,900), and a page measured for 20 s straight, then the next page, then the
 * next, got whatever the host gave at that moment; the pages' ratios to their ceilings moved by ±0.05
 * from run to run, and which page fell below the reference with them. Taken in turn, every URL and
 * every ceiling shares each stretch of the run alike.
 */
async function measureAll(entries) {
  const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const slice = DURATION / SLICES;
  const jobs = [];
  try {
    for (const { name, url, extraHeaders = {}, ...rest } of entries) {
      const { sample, file, contentType, encoding } = await staticCopy(name, url, extraHeaders);
      log(`${name}: ${url} (status ${sample.status}, ${sample.body.length} bytes ${encoding || 'uncompressed'})`);
      jobs.push({ name, url, rest, headers: { ...headers, ...extraHeaders }, sample, encoding, ceiling: await staticServer(file, contentType, encoding), runs: [], staticRuns: [], nextCaches: [] });
    }
    for (let round = 1; round <= SLICES; round += 1) {
      for (const job of jobs) {
        log(`autocannon ${job.name} and its ceiling (slice ${round} of ${SLICES}, ${slice} s each, 64 connections)`);
        // The slice's own result (histograms not yet summarised): the slices are added up below.
        job.runs.push(await cannon({ url: job.url, headers: job.headers, duration: slice, skipAggregateResult: true }));
        // Asked once more right after the slice: whether the web server's micro-cache answers it (HIT).
        const after = await rawGet(job.url, job.headers);
        job.microCache = after.headers['x-micro-cache'];
        // Next's own cache, after each slice: the reference counts only if every slice found it a HIT.
        job.nextCaches.push(after.headers['x-nextjs-cache'] ?? 'none');
        job.staticRuns.push(await cannon({ url: job.ceiling.url, duration: slice, skipAggregateResult: true }));
      }
    }
  } finally {
    await Promise.all(jobs.map((job) => job.ceiling.close()));
  }
  const rows = [];
  for (const job of jobs) {
    const page = await addSlices(job.runs);
    const ceiling = await addSlices(job.staticRuns);
    rows.push({
      ...job.rest,
      name: job.name,
      url: job.url,
      status: job.sample.status,
      bytes: job.sample.body.length,
      encoding: job.encoding || 'identity',
      cache: job.sample.headers['x-nextjs-cache'] ?? job.sample.headers['cache-control'],
      microCache: job.microCache,
      nextCaches: job.nextCaches,
      slices: job.runs.length,
      completed: page.completed,
      rps: page.rps,
      p50: page.p50,
      p99: page.p99,
      non2xx: page.non2xx,
      errors: page.errors,
      staticRps: ceiling.rps,
      ratio: page.rps / ceiling.rps,
      sliceRatios: page.sliceRps.map((rps, index) => rps / ceiling.sliceRps[index]),
    });
  }
  return rows;
}

/**
 * The slices of one URL as one run: autocannon's own histograms (responses per second, latency) of
 * every slice added together, so the p99 is that of all the URL's responses, as in one 20 s run (not
 * the worst slice's: on this machine one 5 s slice in a few stalls for a second, p99 279 ms, while the
 * 20 s around it had 32 ms).
 */
async function addSlices(runs) {
  const { decodeHist } = (await import('autocannon/lib/histUtil.js')).default;
  const perSecond = runs.map((run) => decodeHist(run.requests));
  const latencies = runs.map((run) => decodeHist(run.latencies));
  const sliceRps = perSecond.map((histogram) => histogram.mean);
  for (const more of perSecond.slice(1)) perSecond[0].add(more);
  for (const more of latencies.slice(1)) latencies[0].add(more);
  const added = {
    sliceRps,
    rps: perSecond[0].mean,
    p50: latencies[0].getValueAtPercentile(50),
    p99: latencies[0].getValueAtPercentile(99),
    completed: runs.reduce((total, run) => total + run.totalCompletedRequests, 0),
    non2xx: runs.reduce((total, run) => total + run.non2xx, 0),
    errors: runs.reduce((total, run) => total + run.errors + run.timeouts, 0),
  };
  for (const histogram of [...perSecond, ...latencies]) histogram.destroy();
  return added;
}

/** The static-page reference: the first candidate the server marks as prerendered. */
async function prerenderedPage(web) {
  for (const path of STATIC_CANDIDATES) {
    const response = await fetch(web + path);
    await response.arrayBuffer();
    if (response.ok && (response.headers.get('x-nextjs-prerender') || /HIT|STALE|PRERENDER/i.test(response.headers.get('x-nextjs-cache') ?? ''))) return { path, prerendered: true };
  }
  return { path: STATIC_CANDIDATES[0], prerendered: false };
}

/**
 * autocannon runs in this process, and its first seconds are slow while V8 optimises its code: on
 * this machine five-second runs against the same static body gave 7,900, 15,100, then 26,000-28,500
 * req/s. Without this, the first page measured (the reference) and its ceiling got a cold load
 * generator and the later ones a warm one. The warm-up hits a static server, not the product.
 */
async function warmUpLoadGenerator(url) {
  if (!(WARMUP > 0)) return;
  const { file, contentType, encoding } = await staticCopy('warm-up', url);
  const server = await staticServer(file, contentType, encoding);
  try {
    log(`warming up the load generator (${WARMUP} s on a static copy of ${url}, not counted)`);
    await cannon({ url: server.url, duration: WARMUP });
  } finally {
    await server.close();
  }
}

async function httpSection(stack, routes, ids) {
  const reference = await prerenderedPage(stack.web);
  log(`static-page reference: ${reference.path}${reference.prerendered ? ' (prerendered)' : ' (NOT marked prerendered: no page was)'}`);
  await warmUpLoadGenerator(stack.web + reference.path);
  const catalogue = 'menu/slide?language=th';
  const entries = [
    // The rule's reference: the prerendered page as Next serves it (from its own cache, through the
    // whole of its pipeline), the framework's static page the issue's figure was taken from. A cookie
    // the micro-cache does not key on makes the request pass it by, as a signed-in member's does.
    { name: `reference ${reference.path} (as Next serves it)`, url: stack.web + reference.path, kind: 'reference', prerendered: reference.prerendered, extraHeaders: { cookie: PASS_BY_COOKIE } },
    // The same page through the micro-cache, the path every catalogue page takes: shown beside them.
    { name: `${reference.path} through the micro-cache`, url: stack.web + reference.path, kind: 'reference-cached', prerendered: reference.prerendered },
    ...['home', 'vod', 'schedule'].map((key) => ({ name: routes[key], url: stack.web + routes[key], kind: 'page' })),
    { name: '/search', url: stack.web + routes.search, kind: 'search' },
    { name: `BFF GET /api/v1/${catalogue}`, url: `${stack.web}/api/v1/${catalogue}`, kind: 'api' },
    { name: `backend GET /api/v1/${catalogue}`, url: `${stack.backend}/api/v1/${catalogue}`, kind: 'api' },
  ];
  // A picture through the web server (a home page names about a hundred): not a target of the issue,
  // measured because it used to be the web tier's ceiling (Next's route handler: 475/s).
  if (ids.poster?.startsWith('/media/')) entries.push({ name: `picture ${ids.poster}`, url: stack.web + ids.poster, kind: 'api' });
  return measureAll(entries);
}

async function jsSection(web, routes) {
  const rows = [];
  for (const [key, path] of Object.entries(routes)) {
    const html = await (await fetch(web + path)).text();
    // Its `<script src>` tags and the scripts its loader adds after the first paint; not `noModule`
    // scripts (Next's legacy polyfills), never fetched by the module-capable browsers the site supports.
    const sources = pageScriptSources(html);
    let gzip = 0;
    let raw = 0;
    let sent = 0;
    let player = false;
    for (const src of sources) {
      const url = new URL(src, web + path);
      const code = Buffer.from(await (await fetch(url)).arrayBuffer());
      sent += (await rawGet(url, { 'accept-encoding': BROWSER_ACCEPT_ENCODING })).body.length;
      raw += code.length;
      gzip += gzipSync(code, { level: 9 }).length;
      // hls.js's own configuration keys: present in its chunk only.
      if (/maxBufferLength/.test(code.toString()) && /liveSyncDuration/.test(code.toString())) player = true;
    }
    rows.push({ route: key, path, scripts: sources.length, rawKb: raw / 1024, gzipKb: gzip / 1024, sentKb: sent / 1024, player });
  }
  return rows;
}

async function lighthouseSection(web, routes) {
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun, filterToValidRuns } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await import('chrome-launcher');
  const { throttling: { mobileSlow4G } } = await import('lighthouse/core/config/constants.js');
  // localhost: a secure context for the best-practices audits, as a deployment behind https would be.
  const base = web.replace('127.0.0.1', 'localhost');
  const rows = [];
  for (const key of ['home', 'vod', 'live', 'radio', 'schedule']) {
    // One run's simulated metrics move by several points with the scheduling of two shared cores, so
    // each page is run LIGHTHOUSE_RUNS times and the run Lighthouse's own median-run pick chooses
    // (closest to the median FCP and TTI) is reported, with every run's score beside it.
    const lhrs = [];
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
      try {
        log(`lighthouse ${routes[key]} (${run} of ${LIGHTHOUSE_RUNS})`);
        const { lhr } = await lighthouse(base + routes[key], {
          port: chrome.port,
          ...(CPU_MULTIPLIER ? { throttling: { ...mobileSlow4G, cpuSlowdownMultiplier: CPU_MULTIPLIER } } : {}),
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // A first visit: the home popup banner and the cookie-consent bar both show. (A Cookie header
          // here would reach the server only; the page reads its preferences from document.cookie.)
        });
        lhrs.push(lhr);
      } finally {
        await chrome.kill();
      }
    }
    // Runs with an FCP and a TTI (a failed trace has neither; computeMedianRun refuses such runs).
    const valid = filterToValidRuns(lhrs);
    const lhr = valid.length ? computeMedianRun(valid) : lhrs[0];
    const score = (id, from = lhr) => (from.categories[id]?.score ?? NaN) * 100;
    const metric = (id, from = lhr) => from.audits[id]?.numericValue;
    const failing = Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category.id}:${ref.id}`),
    );
    rows.push({
      route: key,
      path: routes[key],
      runs: lhrs.length,
      validRuns: valid.length,
      performanceRuns: lhrs.map((one) => score('performance', one)),
      lcpRuns: lhrs.map((one) => metric('largest-contentful-paint', one)),
      tbtRuns: lhrs.map((one) => metric('total-blocking-time', one)),
      // Lighthouse's own measure of the host's CPU speed at each run (higher is faster): the same build
      // scores lower on a busier or slower host, so the figures are comparable only beside it.
      benchmarkIndexRuns: lhrs.map((one) => one.environment?.benchmarkIndex),
      cpuMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      runtimeError: lhr.runtimeError?.message,
      otherErrors: lhrs.filter((one) => one !== lhr && one.runtimeError).map((one) => one.runtimeError.message),
      failing,
    });
  }
  return rows;
}

/** Navigation start to the first presented video frame after playback starts. */
async function firstFrame(browser, url, clickPlay) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addCookies([bannerCookie(url)]);
  await context.addInitScript(() => {
    const seen = new WeakSet();
    const watch = () => {
      for (const video of document.querySelectorAll('video')) {
        if (seen.has(video)) continue;
        seen.add(video);
        video.addEventListener('play', () => {
          window.__play ??= performance.now();
          if (video.requestVideoFrameCallback) video.requestVideoFrameCallback((now) => (window.__frame ??= now));
        });
        video.addEventListener('playing', () => (window.__playing ??= performance.now()));
      }
    };
    new MutationObserver(watch).observe(document, { subtree: true, childList: true });
  });
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    if (clickPlay) {
      // One click as soon as the button shows, as a visitor would: a click before hydration is kept
      // by the player (components/player/video-player.tsx) and starts playback once it is ready.
      await page.getByRole('button', { name: PLAY_LABEL, exact: true }).first().click({ timeout: 10000 });
      await page.evaluate(() => (window.__click = performance.now()));
    }
    await page.waitForFunction(() => window.__frame !== undefined, null, { timeout: 30000 });
    return await page.evaluate(() => ({ frame: window.__frame, playing: window.__playing, play: window.__play, click: window.__click }));
  } finally {
    await context.close();
  }
}

async function frameSection(web, routes) {
  const browser = await launchBrowser(['--autoplay-policy=no-user-gesture-required']);
  const out = {};
  try {
    for (const [key, clickPlay] of [['vod', true], ['live', false]]) {
      const runs = [];
      for (let i = 0; i < TTFF_RUNS; i++) {
        try {
          runs.push(await firstFrame(browser, web + routes[key], clickPlay));
        } catch (error) {
          runs.push({ error: String(error.message ?? error).split('\n')[0] });
        }
        log(`first frame ${routes[key]} run ${i + 1}: ${JSON.stringify(runs.at(-1))}`);
      }
      out[key] = {
        path: routes[key],
        runs,
        median: median(runs.map((run) => run.frame)),
        clickMedian: median(runs.map((run) => run.click)),
        playMedian: median(runs.map((run) => run.play)),
        afterPlayMedian: median(runs.map((run) => run.frame - run.play)),
      };
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** A ratio to its ceiling, with a third decimal when small (Next's own serving: about 0.01). */
const ratioText = (value) => round(value, value < 0.1 ? 3 : 2);

function report(results) {
  const rows = [];
  const http = results.http ?? [];
  const reference = http.find((row) => row.kind === 'reference');
  const cachedReference = http.find((row) => row.kind === 'reference-cached');
  // The reference stands only as what it claims to be: a prerendered page answered from Next's cache
  // after every slice (a copy gone stale or rendered again would be slower, and the rule easier).
  const referenceValid = Boolean(reference?.completed && reference.prerendered && reference.nextCaches?.length && reference.nextCaches.every((value) => value === 'HIT'));
  for (const row of http) {
    let target = `p99 ≤ ${TARGETS.p99} ms`;
    // No completed response in the run (all still in flight at its end) is a failure, not a p99 of 0.
    let ok = row.completed > 0 && row.p99 <= TARGETS.p99 && row.non2xx === 0 && row.errors === 0;
    if (row.kind === 'page') {
      // 1. At least as fast as a prerendered Next page as Next serves it (the issue's reference).
      target = referenceValid
        ? `ratio ≥ ${round(reference.ratio, 3)} (the prerendered page as Next serves it, ${round(reference.rps)} req/s)`
        : 'ratio ≥ the prerendered page as Next serves it (no valid reference in this run: not met)';
      ok = ok && referenceValid && row.ratio >= reference.ratio;
      // 2. And, through the same micro-cache as that page, not slower than it beyond the noise of a run.
      if (cachedReference?.completed) {
        const share = row.rps / cachedReference.rps;
        target += `, ≥ ${round(100 * SAME_PATH_SHARE)} % of its req/s through the micro-cache (${round(100 * share)} %)`;
        ok = ok && share >= SAME_PATH_SHARE;
      }
      target += `, p99 ≤ ${TARGETS.p99} ms`;
    }
    if (row.kind === 'search') {
      target = `≥ ${TARGETS.searchRps} req/s, ${target}`;
      ok = ok && row.rps >= TARGETS.searchRps;
    }
    if (row.kind === 'reference') {
      target = row.prerendered ? 'reference (prerendered page, as Next serves it)' : 'reference (page not marked prerendered)';
      ok = undefined;
    }
    if (row.kind === 'reference-cached') {
      target = `the same page through the micro-cache, the catalogue pages' own path (each page ≥ ${round(100 * SAME_PATH_SHARE)} % of its req/s)`;
      ok = undefined;
    }
    const faults = row.non2xx || row.errors ? `, ${row.non2xx} non-2xx, ${row.errors} errors` : '';
    // The reference as Next serves it: whether from Next's own cache (HIT), as a prerendered page is.
    const nextCache = row.kind === 'reference' && row.nextCaches?.length ? `, Next's cache after each slice ${row.nextCaches.join('/')}` : '';
    const sent = `${row.encoding ? `; ${round(row.bytes / 1024, 1)} kB ${row.encoding === 'identity' ? 'uncompressed' : row.encoding}` : ''}${row.microCache ? `, micro-cache ${row.microCache}` : ''}${nextCache}`;
    rows.push(['HTTP', row.name, `${round(row.rps, 1)} req/s (${row.completed} responses), p50 ${round(row.p50)} ms, p99 ${round(row.p99)} ms${sent}; static ${round(row.staticRps)} req/s → ratio ${ratioText(row.ratio)}${row.sliceRatios?.length > 1 ? ` (${row.sliceRatios.length} slices in turn with the others: ${row.sliceRatios.map(ratioText).join('/')})` : ''}${faults}`, target, mark(ok)]);
  }
  for (const row of results.lighthouse ?? []) {
    const categories = `perf ${round(row.performance)}, a11y ${round(row.accessibility)}, bp ${round(row.bestPractices)}, seo ${round(row.seo)}`;
    const spread = (values, digits = 0, scale = 1) => values.map((value) => round(value / scale, digits)).join('/');
    const failed = row.otherErrors?.length ? `; ${row.otherErrors.length} run${row.otherErrors.length > 1 ? 's' : ''} failed (${[...new Set(row.otherErrors)].join('; ')})` : '';
    const runs = row.runs > 1 ? `; median of ${row.validRuns} valid of ${row.runs} runs (perf ${spread(row.performanceRuns)}, LCP ${spread(row.lcpRuns, 2, 1000)} s, TBT ${spread(row.tbtRuns)} ms${row.benchmarkIndexRuns ? `, CPU index ${spread(row.benchmarkIndexRuns)}` : ''})${failed}` : '';
    // median() itself leaves out runs without an index (a failed trace).
    const hostIndex = median(row.benchmarkIndexRuns ?? []);
    const suggested = suggestedCpuMultiplier(hostIndex);
    const calibration = suggested ? `; for this host (median CPU index ${round(hostIndex)}) Lighthouse's CPU slowdown calculator suggests ×${round(suggested, 1)}` : '';
    const vitals = `LCP ${round(row.lcp / 1000, 2)} s, TBT ${round(row.tbt)} ms, CLS ${round(row.cls, 3)}${runs}${calibration}`;
    const ok = row.performance >= TARGETS.perf && row.accessibility >= 100 && row.bestPractices >= 100 && row.seo >= 100 && row.lcp <= TARGETS.lcp && row.tbt <= TARGETS.tbt && row.cls <= TARGETS.cls;
    // The targets are set under Lighthouse's default slowdown; a run at another one is shown, not judged.
    const slowdown = row.cpuMultiplier ?? 4;
    const judged = slowdown === 4;
    rows.push([judged ? 'Lighthouse mobile' : `Lighthouse mobile, CPU ×${slowdown} (not the default ×4)`, row.path, `${categories}; ${vitals}${row.runtimeError ? `; error: ${row.runtimeError}` : ''}`, `perf ≥ ${TARGETS.perf}, others 100; LCP ≤ 2.0 s, TBT ≤ ${TARGETS.tbt} ms, CLS ≤ ${TARGETS.cls}${judged ? '' : ' (at ×4)'}`, judged ? mark(ok) : `– (${mark(ok)} at ×${slowdown})`]);
  }
  for (const row of results.js ?? []) {
    const home = row.route === 'home';
    rows.push([
      'First-load JS (gzip -9)',
      row.path,
      `${round(row.gzipKb, 1)} kB (${row.scripts} scripts, ${round(row.rawKb)} kB raw${row.sentKb ? `, ${round(row.sentKb, 1)} kB as sent to a browser` : ''})${row.player ? '; hls.js included' : ''}`,
      home ? `≤ ${TARGETS.homeJsKb} kB, no hls.js` : '',
      home ? mark(row.gzipKb <= TARGETS.homeJsKb && !row.player) : '–',
    ]);
  }
  for (const [key, target] of [['vod', TARGETS.vodFrame], ['live', TARGETS.liveFrame]]) {
    const frame = results.frame?.[key];
    if (!frame) continue;
    const failed = frame.runs.filter((run) => run.error).length;
    const click = key === 'vod' ? `; play clicked at ${round(frame.clickMedian)} ms (as soon as shown), playback asked for (play event) at ${round(frame.playMedian)} ms, frame ${round(frame.afterPlayMedian)} ms after it` : `; muted autoplay, frame ${round(frame.afterPlayMedian)} ms after play()`;
    rows.push(['First frame', frame.path, `${round(frame.median)} ms median of ${frame.runs.length - failed}${failed ? ` (${failed} failed)` : ''}${click}`, `≤ ${target} ms`, mark(frame.median !== undefined && frame.median <= target && !failed)]);
  }
  const notes = (results.lighthouse ?? []).filter((row) => row.failing.length).map((row) => `- ${row.path}: ${row.failing.join(', ')}`);
  return [
    `## Bench ${results.date} (autocannon ${results.duration} s × 64 connections per URL${results.slices > 1 ? ` in ${results.slices} slices taken in turn` : ''}; ${results.machine.cpus} CPUs, load ${results.machine.loadavg.map((v) => v.toFixed(1)).join(' ')} at start${results.machine.memory ? `; fresh memory ${results.machine.memory.firstTouchMBps} MB/s at first touch, ${results.machine.memory.rewriteMBps} MB/s rewritten` : ''})`,
    '',
    table(['Area', 'Item', 'Measured', 'Target', 'Pass'], rows),
    ...(notes.length ? ['', 'Lighthouse audits below 1:', ...notes] : []),
  ].join('\n');
}

main().catch((error) => {
  console.error(`[bench] failed: ${error.stack ?? error}`);
  process.exitCode = 1;
});
