#!/usr/bin/env node
// `npm run soak -- <scenario>`: load and fault scenarios, bounded in time, loopback only, on ports
// and DATA_DIRs of their own (.data/soak-<scenario>). Scenarios:
//   live          a headless browser plays a live channel SOAK_LIVE_MINUTES (60): no stall > 5 s, memory bounded
//   visitors      100 virtual visitors for SOAK_MINUTES (10): pages, BFF calls, sign-ins, HLS; zero 5xx, RSS growth ≤ 20 %
//   backend-down  backend stopped (SIGSTOP, then killed) under a running web app: pages within 2 s, recovery without restart
//   kill          members write favourites and history while the backend is SIGKILLed: every acknowledged write survives
//                 (PGlite, then PostgreSQL in a database created and dropped for the run)
//   pg-restart    PostgreSQL restarted under load: clean errors during the gap, success after, no process restart
//   all           every scenario with short durations (a smoke run)
// Env: SOAK_PORT (3650), SOAK_BACKEND_PORT (4650), SOAK_PG_URL (postgres://postgres@127.0.0.1:5432), SOAK_VISITORS (100).
// Prints one table per scenario; exit code 1 when a scenario could not run, 0 otherwise (the tables say pass/fail).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  api, bannerCookie, BROWSER_ACCEPT_ENCODING, DEMO_MEMBER, discover, hlsUrls, internalKey, launchBrowser, mark, median, processTree, registerMember, root, round,
  rssMb, signIn, sleep, stackProcesses, startBackend, startStack, stopAllOnExit, table, waitForMedia, waitForUrl, cmdline,
} from './perf/lib.mjs';

const WEB_PORT = Number(process.env.SOAK_PORT || 3650);
const BACKEND_PORT = Number(process.env.SOAK_BACKEND_PORT || 4650);
const PG_SERVER = process.env.SOAK_PG_URL || 'postgres://postgres@127.0.0.1:5432';
const VISITORS = Number(process.env.SOAK_VISITORS || 100);
const SMOKE = { liveMinutes: 1.5, visitorMinutes: 1.5 };

const log = (message) => console.error(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);
stopAllOnExit();

const dataDir = (name) => {
  const dir = resolve(root, '.data', `soak-${name}`);
  rmSync(dir, { recursive: true, force: true });
  for (const suffix of ['-start.log', '-backend.log']) rmSync(`${dir}${suffix}`, { force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
};

/** Memory growth after warm-up: the median of the last three samples over the median of the first three after warm-up. */
function growth(samples, warmupMs) {
  const after = samples.filter((sample) => sample.t >= warmupMs);
  if (after.length < 2) return { growth: undefined, baseline: undefined, end: undefined };
  const baseline = median(after.slice(0, 3).map((s) => s.value));
  const end = median(after.slice(-3).map((s) => s.value));
  return { growth: end / baseline - 1, baseline, end, min: Math.min(...after.map((s) => s.value)), max: Math.max(...after.map((s) => s.value)) };
}

function print(title, rows) {
  const text = `### ${title}\n\n${table(['Check', 'Measured', 'Target', 'Pass'], rows.map((row) => [row[0], row[1], row[2], mark(row[3])]))}\n`;
  console.log(text);
  return { title, rows, passed: rows.every((row) => row[3] !== false), text };
}

// ---------------------------------------------------------------- live
async function live(minutes = Number(process.env.SOAK_LIVE_MINUTES || 60)) {
  const dir = dataDir('live');
  log(`live: starting the product on :${WEB_PORT}; playing ${minutes} min`);
  const stack = await startStack({ webPort: WEB_PORT, backendPort: BACKEND_PORT, dataDir: dir });
  const browser = await launchBrowser(['--autoplay-policy=no-user-gesture-required']);
  try {
    const ids = await discover(stack.backend);
    await waitForMedia(stack.backend, ids.liveStream);
    const url = `${stack.web}/live/${ids.channelId}`;
    const context = await browser.newContext();
    await context.addCookies([bannerCookie(url)]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url);
    await page.waitForFunction(() => document.querySelector('video')?.currentTime > 0, null, { timeout: 60000 });
    // Longest time the playhead stood still while the video was meant to play (checked every 250 ms).
    await page.evaluate(() => {
      const video = document.querySelector('video');
      const state = { last: video.currentTime, since: performance.now(), longest: 0 };
      window.__stall = state;
      setInterval(() => {
        const now = performance.now();
        if (video.currentTime !== state.last || video.paused) {
          state.last = video.currentTime;
          state.since = now;
        } else state.longest = Math.max(state.longest, now - state.since);
      }, 250);
    });
    const renderers = () => processTree(process.pid).filter((pid) => cmdline(pid).includes('--type=renderer'));
    const started = Date.now();
    const until = started + minutes * 60000;
    const samples = [];
    let failures = 0;
    while (Date.now() < until) {
      await sleep(Math.min(10000, Math.max(0, until - Date.now())));
      try {
        const state = await page.evaluate(() => ({ time: document.querySelector('video')?.currentTime ?? 0, paused: document.querySelector('video')?.paused, stall: window.__stall.longest, error: Boolean(document.querySelector('video')?.error) }));
        // The retained heap: a garbage collection first, so the figure is not the collector's sawtooth.
        await cdp.send('HeapProfiler.collectGarbage');
        const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
        samples.push({ t: Date.now() - started, ...state, heap: metrics.JSHeapUsedSize / 1048576, renderer: rssMb(renderers()) });
        log(`live: t=${round((Date.now() - started) / 1000)} s currentTime ${round(state.time, 1)} heap ${round(metrics.JSHeapUsedSize / 1048576, 1)} MB renderer ${round(samples.at(-1).renderer)} MB longest stall ${round(state.stall)} ms`);
      } catch (error) {
        failures++;
        log(`live: sample failed: ${error.message}`);
      }
    }
    // Warm-up: 2 minutes (a quarter of a run shorter than 8 minutes), or the first 20 % of a run longer
    // than 10 minutes (12 of an hour). Chromium's renderer fills its media and allocator caches over the
    // first ten minutes or so of playback and then holds; "bounded" is judged after that. The growth
    // from the 2-minute mark (the rule before) is printed beside it, so neither figure hides the other.
    const early = Math.min(120000, minutes * 60000 * 0.25);
    const warmup = Math.max(early, minutes * 60000 * 0.2);
    const heap = growth(samples.map((s) => ({ t: s.t, value: s.heap })), warmup);
    const rendererSamples = samples.map((s) => ({ t: s.t, value: s.renderer }));
    const renderer = growth(rendererSamples, warmup);
    const rendererEarly = growth(rendererSamples, early);
    const stall = Math.max(0, ...samples.map((s) => s.stall));
    const progressed = samples.length > 1 && samples.at(-1).time - samples[0].time;
    const played = (samples.at(-1)?.t ?? 0) - (samples[0]?.t ?? 0);
    const range = (g, since = 'after warm-up') => `${round(g.min, 1)}–${round(g.max, 1)} MB ${since}, ${round(g.baseline, 1)} → ${round(g.end, 1)} MB (${g.growth === undefined ? '–' : `${round(g.growth * 100, 1)} %`})`;
    return print(`live: ${url}, ${minutes} min (warm-up ${round(warmup / 1000)} s, ${samples.length} samples every 10 s)`, [
      ['playhead progress', `${round(progressed, 1)} s of video in ${round(played / 1000, 1)} s between first and last sample${samples.some((s) => s.error) ? '; media error' : ''}`, '≈ wall time', progressed >= (played / 1000) * 0.9 && !samples.some((s) => s.error)],
      ['longest stall', `${round(stall)} ms`, '≤ 5000 ms', stall <= 5000 && failures === 0],
      ['JS heap after GC (CDP JSHeapUsedSize)', range(heap), '≤ +20 %', heap.growth !== undefined && heap.growth <= 0.2],
      ['renderer RSS', range(renderer), '≤ +20 %', renderer.growth !== undefined && renderer.growth <= 0.2],
      ...(warmup > early
        ? [[`renderer RSS from ${round(early / 1000)} s (the shorter warm-up, for comparison)`, range(rendererEarly, 'from then on'), '–', undefined]]
        : []),
    ]);
  } finally {
    await browser.close();
    await stack.group.stop();
  }
}

// ---------------------------------------------------------------- visitors
async function visitors(minutes = Number(process.env.SOAK_MINUTES || 10)) {
  const dir = dataDir('visitors');
  // E2E=1 widens the backend's per-address limits (x50): every virtual visitor signs in from 127.0.0.1.
  log(`visitors: starting the product on :${WEB_PORT} with E2E=1 (per-address rate limits widened); ${VISITORS} visitors for ${minutes} min`);
  const stack = await startStack({ webPort: WEB_PORT, backendPort: BACKEND_PORT, dataDir: dir, env: { E2E: '1' } });
  try {
    const ids = await discover(stack.backend);
    await waitForMedia(stack.backend, ids.vodStream);
    await waitForMedia(stack.backend, ids.liveStream);
    const hls = [...(await hlsUrls(new URL(ids.vodStream, stack.web).toString())), ...(await hlsUrls(new URL(ids.liveStream, stack.web).toString()))];
    const pages = ['/', `/vod/${ids.vodId}`, `/vod/${ids.vodIds.at(-1)}`, `/live/${ids.channelId}`, '/radio', '/schedule', `/search?search_query=${encodeURIComponent(ids.thaiWord)}`, '/en', `/en/vod/${ids.vodId}`, '/contact'];
    const bff = [
      ['menu/slide?language=th'],
      ['video/home', { language: 'th', limit: 8 }],
      ['channel/schedule', { language: 'th' }],
      ['search', { search_query: ids.thaiWord, language: 'th' }],
      ['channel/event', { language: 'th', id: ids.channelId }],
    ];
    const counts = {};
    const latencies = [];
    const count = (kind, status) => {
      const key = `${kind} ${status}`;
      counts[key] = (counts[key] ?? 0) + 1;
    };
    const timed = async (kind, run) => {
      const start = Date.now();
      try {
        const status = await run();
        count(kind, status);
        latencies.push(Date.now() - start);
      } catch (error) {
        count(kind, error.name === 'TimeoutError' ? 'timeout' : 'network-error');
      }
    };
    const get = async (url) => {
      // A browser's Accept-Encoding: pages and assets take the web server's Brotli path, as visitors' do.
      const response = await fetch(url, { signal: AbortSignal.timeout(30000), headers: { cookie: 'acceptShowBanner=true', 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
      await response.arrayBuffer();
      return response.status;
    };
    /** Sign-in as the browser does it: next-auth's CSRF token, then the credentials callback. */
    const webSignIn = async () => {
      const csrf = await fetch(`${stack.web}/api/auth/csrf`, { signal: AbortSignal.timeout(30000) });
      const { csrfToken } = await csrf.json();
      const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const response = await fetch(`${stack.web}/api/auth/callback/credentials`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ csrfToken, username: DEMO_MEMBER.username, password: DEMO_MEMBER.password, json: 'true' }),
        signal: AbortSignal.timeout(30000),
      });
      await response.arrayBuffer();
      // A successful credentials callback sets the session cookie.
      const session = response.headers.getSetCookie().some((c) => c.includes('session-token'));
      return response.status >= 500 ? response.status : session ? `${response.status} signed-in` : `${response.status} refused`;
    };
    const pick = (list) => list[Math.floor(Math.random() * list.length)];
    const started = Date.now();
    const until = started + minutes * 60000;
    const visitor = async () => {
      await sleep(Math.random() * 3000);
      while (Date.now() < until) {
        const roll = Math.random();
        if (roll < 0.5) await timed('page', () => get(stack.web + pick(pages)));
        else if (roll < 0.75) {
          const [path, body] = pick(bff);
          await timed('bff', async () => (await api(stack.web, path, body, { timeout: 30000 })).status);
        } else if (roll < 0.95) await timed('hls', () => get(pick(hls)));
        else await timed('sign-in', webSignIn);
        // Think time of a person: 1–3 s.
        await sleep(1000 + Math.random() * 2000);
      }
    };
    const processes = stackProcesses(stack.group.pid);
    const memory = { web: [], backend: [] };
    const sampler = setInterval(() => {
      const t = Date.now() - started;
      memory.web.push({ t, value: rssMb(processes.web()) });
      memory.backend.push({ t, value: rssMb(processes.backend()) });
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      log(`visitors: t=${round(t / 1000)} s requests ${total}, web RSS ${round(memory.web.at(-1).value)} MB, backend RSS ${round(memory.backend.at(-1).value)} MB`);
    }, 10000);
    await Promise.all(Array.from({ length: VISITORS }, visitor));
    clearInterval(sampler);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const fivexx = Object.entries(counts).filter(([key]) => / 5\d\d/.test(key)).reduce((a, [, n]) => a + n, 0);
    const failures = Object.entries(counts).filter(([key]) => /timeout|network-error/.test(key)).reduce((a, [, n]) => a + n, 0);
    const warmup = Math.max(30000, minutes * 60000 * 0.2);
    const web = growth(memory.web, warmup);
    const backend = growth(memory.backend, warmup);
    const fmt = (g) => `${round(g.baseline)} → ${round(g.end)} MB (${g.growth === undefined ? '–' : `${round(g.growth * 100, 1)} %`}), max ${round(g.max)} MB`;
    const byStatus = Object.entries(counts).sort().map(([key, n]) => `${key}: ${n}`).join(', ');
    return print(`visitors: ${VISITORS} visitors, ${minutes} min, ${total} requests (${round(total / (minutes * 60), 1)} req/s), p50 ${round(median(latencies))} ms`, [
      ['responses by kind and status', byStatus, 'zero 5xx', fivexx === 0],
      ['timeouts (30 s) and network errors', String(failures), '0', failures === 0],
      ['web RSS after warm-up', fmt(web), '≤ +20 %', web.growth !== undefined && web.growth <= 0.2],
      ['backend RSS after warm-up', fmt(backend), '≤ +20 %', backend.growth !== undefined && backend.growth <= 0.2],
    ]);
  } finally {
    await stack.group.stop();
  }
}

// ---------------------------------------------------------------- backend-down
async function backendDown() {
  const dir = dataDir('backend-down');
  const key = internalKey();
  log('backend-down: backend and web started separately (web with BACKEND_URL)');
  let backend = await startBackend({ port: BACKEND_PORT, dataDir: dir, env: { BACKEND_INTERNAL_KEY: key } });
  const stack = await startStack({ webPort: WEB_PORT, backendPort: BACKEND_PORT, dataDir: dir, fresh: false, env: { BACKEND_URL: backend.url, BACKEND_INTERNAL_KEY: key } });
  const webPid = stack.group.pid;
  try {
    const ids = await discover(backend.url);
    const visited = ['/', `/vod/${ids.vodId}`, '/schedule', '/radio', `/live/${ids.channelId}`];
    const neverVisited = [`/vod/${ids.vodIds.at(-1)}`, `/en/search?search_query=${encodeURIComponent(`ไม่เคย${Date.now() % 1000}`)}`];
    // The BFF's catalogue reads, as a browser or a partner calls them: from the data cache once read.
    const apiVisited = [
      { label: 'BFF GET menu/slide', path: '/api/v1/menu/slide?language=th' },
      { label: 'BFF POST channel', path: '/api/v1/channel', body: { language: 'th' } },
    ];
    const apiNeverVisited = [{ label: 'BFF POST search', path: '/api/v1/search', body: { language: 'en', search_query: `never${Date.now() % 1000}` } }];
    // Twice: the second visit is what the caches keep. The sizes tell a full page from a degraded one later
    // (a never-visited VOD page is compared with the size of the visited one).
    const fullSize = {};
    const callApi = (call, signal) =>
      fetch(stack.web + call.path, {
        method: call.body ? 'POST' : 'GET',
        body: call.body ? JSON.stringify(call.body) : undefined,
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        signal,
      });
    for (let pass = 0; pass < 2; pass++) {
      for (const path of visited) fullSize[path] = (await (await fetch(stack.web + path)).arrayBuffer()).byteLength;
      for (const call of apiVisited) {
        const response = await callApi(call);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`backend-down: ${call.label} answered ${response.status} before the backend was stopped`);
      }
    }
    const full = (result) => result.status === 200 && result.size >= 0.7 * (fullSize[result.path] ?? fullSize[visited[1]]);
    const probe = async (path) => {
      const start = Date.now();
      try {
        const response = await fetch(stack.web + path, { signal: AbortSignal.timeout(10000), headers: { cookie: 'acceptShowBanner=true' } });
        const text = await response.text();
        // A stack trace in the page would show frames such as "    at fn (file.js:1:2)".
        const trace = /\n\s+at .+:\d+:\d+\)?/.test(text) || text.includes('node_modules/');
        return { path, status: response.status, ms: Date.now() - start, stack: trace, size: Buffer.byteLength(text) };
      } catch (error) {
        return { path, status: error.name === 'TimeoutError' ? 'timeout' : `error (${error.cause?.code ?? error.message})`, ms: Date.now() - start, stack: false };
      }
    };
    /** A BFF answer: 200 with the catalogue, or the contract's JSON error; never a stack. */
    const apiProbe = async (call) => {
      const start = Date.now();
      try {
        const response = await callApi(call, AbortSignal.timeout(10000));
        const body = await response.json().catch(() => undefined);
        const shaped = response.status === 200 ? body?.result !== undefined : typeof body?.error?.code === 'string';
        return { status: response.status, ms: Date.now() - start, shaped };
      } catch (error) {
        return { status: error.name === 'TimeoutError' ? 'timeout' : `error (${error.cause?.code ?? error.message})`, ms: Date.now() - start, shaped: false };
      }
    };
    const rows = [];
    const apiPhase = async (label) => {
      for (const [kind, calls, answers] of [['visited', apiVisited, [200]], ['never visited', apiNeverVisited, [200, 502, 503, 504]]]) {
        for (const call of calls) {
          const result = await apiProbe(call);
          log(`backend-down: ${label} ${call.label}: ${result.status} in ${result.ms} ms`);
          const pass = answers.includes(result.status) && result.shaped && result.ms <= 2000;
          rows.push([`${label}: ${kind} ${call.label}`, `${result.status}${result.shaped ? '' : ' (not the contract\'s shape)'} in ${result.ms} ms`, `${answers.join('/')} (JSON) within 2 s`, pass]);
        }
      }
    };
    const phase = async (label) => {
      for (const [kind, paths] of [['visited', visited], ['never visited', neverVisited]]) {
        for (const path of paths) {
          const result = await probe(path);
          log(`backend-down: ${label} ${path}: ${result.status} in ${result.ms} ms`);
          const content = result.status === 200 ? (full(result) ? ' (full page)' : ' (degraded page)') : '';
          rows.push([`${label}: ${kind} ${decodeURIComponent(path)}`, `${result.status}${content} in ${result.ms} ms${result.stack ? ', stack trace in page!' : ''}`, '200/503 within 2 s, no stack', (result.status === 200 || result.status === 503) && result.ms <= 2000 && !result.stack]);
        }
      }
    };
    log('backend-down: SIGSTOP (backend hangs)');
    backend.group.kill('SIGSTOP');
    await sleep(500);
    await phase('backend hung (SIGSTOP)');
    await apiPhase('backend hung (SIGSTOP)');
    backend.group.kill('SIGCONT');
    await waitForUrl(`${backend.url}/health`, 30);
    log('backend-down: backend stopped (SIGTERM, port closed)');
    await backend.group.stop();
    await phase('backend down');
    await apiPhase('backend down');
    log('backend-down: backend restarted; web keeps running');
    const restarted = Date.now();
    backend = await startBackend({ port: BACKEND_PORT, dataDir: dir, env: { BACKEND_INTERNAL_KEY: key } });
    const backendBack = Date.now() - restarted;
    log(`backend-down: backend answers again after ${round(backendBack / 1000, 1)} s; polling the pages`);
    for (const path of [...visited, ...neverVisited]) {
      const from = Date.now();
      let result;
      // Recovered: the page answers 200 again (a cached error page must not stick).
      while (Date.now() - from < 60000) {
        result = await probe(path);
        log(`backend-down: recovery ${path}: ${result.status} in ${result.ms} ms`);
        if (path.includes('search') ? result.status === 200 : full(result)) break;
        await sleep(1000);
      }
      const recovered = path.includes('search') ? result.status === 200 : full(result);
      rows.push([`recovered: ${decodeURIComponent(path)}`, `${result.status}${recovered ? '' : ' (degraded page)'} after ${round((Date.now() - from) / 1000, 1)} s`, 'full page within 60 s', recovered]);
    }
    for (const call of apiNeverVisited) {
      const from = Date.now();
      let result;
      while (Date.now() - from < 60000) {
        result = await apiProbe(call);
        if (result.status === 200) break;
        await sleep(1000);
      }
      rows.push([`recovered: ${call.label}`, `${result.status} after ${round((Date.now() - from) / 1000, 1)} s`, '200 within 60 s', result.status === 200 && result.shaped]);
    }
    const sameWeb = !stack.group.exited && existsSync(`/proc/${webPid}`);
    rows.push(['web process kept running', sameWeb ? `pid ${webPid} alive` : 'web exited', 'no restart', sameWeb]);
    rows.push(['backend restart', `${round(backendBack / 1000, 1)} s to /health`, '', undefined]);
    return print('backend-down: web stays up while the backend hangs and dies, then recovers', rows);
  } finally {
    await stack.group.stop();
    await backend.group.stop();
  }
}

// ---------------------------------------------------------------- kill
async function pgDatabase(name) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: `${PG_SERVER}/${name}`,
    drop: async () => {
      const client = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function killOne(driver) {
  const dir = dataDir(`kill-${driver}`);
  const database = driver === 'postgres' ? await pgDatabase('prd_soak_kill') : undefined;
  const env = { E2E: '1', ...(database ? { DATABASE_URL: database.url } : {}) };
  let backend = await startBackend({ port: BACKEND_PORT, dataDir: dir, env });
  try {
    const ids = await discover(backend.url);
    const members = [await signIn(backend.url, DEMO_MEMBER.username, DEMO_MEMBER.password)];
    for (let i = 0; i < 3; i++) {
      const email = `soak-${driver}-${i}-${Date.now()}@example.com`;
      await registerMember(backend.url, dir, email, 'Soak12345x');
      members.push(await signIn(backend.url, email, 'Soak12345x'));
    }
    const items = [...ids.vodIds.map((id) => ['vod', id]), ...ids.channelIds.map((id) => ['channel', id])];
    const acked = members.map(() => ({ favourites: new Set(), history: new Map() }));
    const attempts = { ok: 0, failed: 0, other: 0 };
    let stop = false;
    const writer = async (member, index) => {
      let n = 0;
      while (!stop) {
        n++;
        const [kind, itemId] = items[n % items.length];
        try {
          if (n % 2) {
            const answer = await api(backend.url, 'favorite/add', { member: member.id, kind, itemId }, { token: member.token, timeout: 5000 });
            if (answer.status >= 200 && answer.status < 300) {
              acked[index].favourites.add(`${kind}:${itemId}`);
              attempts.ok++;
            } else attempts.other++;
          } else {
            const historyKind = kind === 'channel' ? 'live' : kind;
            const position = n;
            const answer = await api(backend.url, 'history/save', { member: member.id, kind: historyKind, itemId, position, duration: 3600 }, { token: member.token, timeout: 5000 });
            if (answer.status >= 200 && answer.status < 300) {
              const itemKey = `${historyKind}:${itemId}`;
              acked[index].history.set(itemKey, Math.max(acked[index].history.get(itemKey) ?? 0, position));
              attempts.ok++;
            } else attempts.other++;
          }
        } catch {
          attempts.failed++;
          await sleep(50);
        }
      }
    };
    const writers = members.map((member, index) => writer(member, index));
    await sleep(4000);
    log(`kill ${driver}: SIGKILL to the backend after ${attempts.ok} acknowledged writes`);
    backend.group.kill('SIGKILL');
    await sleep(1000);
    stop = true;
    await Promise.all(writers);
    await backend.group.stop();
    const restarted = Date.now();
    backend = await startBackend({ port: BACKEND_PORT, dataDir: dir, env });
    const restartSeconds = (Date.now() - restarted) / 1000;
    let missingFavourites = 0;
    let missingHistory = 0;
    let favouritesAcked = 0;
    let historyAcked = 0;
    let sessionsKept = 0;
    for (const [index, member] of members.entries()) {
      const favourites = await api(backend.url, 'favorite', { member: member.id, language: 'th' }, { token: member.token });
      const history = await api(backend.url, 'history', { member: member.id, language: 'th' }, { token: member.token });
      if (favourites.status === 200) sessionsKept++;
      const storedFavourites = new Set((favourites.json?.result ?? []).map((entry) => `${entry.kind}:${entry.itemId}`));
      const storedHistory = new Map((history.json?.result ?? []).map((entry) => [`${entry.kind}:${entry.itemId}`, entry.position]));
      for (const key of acked[index].favourites) {
        favouritesAcked++;
        if (!storedFavourites.has(key)) missingFavourites++;
      }
      for (const [key, position] of acked[index].history) {
        historyAcked++;
        if (!((storedHistory.get(key) ?? -1) >= position)) missingHistory++;
      }
    }
    return print(`kill (${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}): ${members.length} members writing while the backend is SIGKILLed`, [
      ['writes', `${attempts.ok} acknowledged, ${attempts.other} refused, ${attempts.failed} failed (backend gone)`, 'some acknowledged', attempts.ok > 0],
      ['favourites after restart', `${favouritesAcked - missingFavourites}/${favouritesAcked} acknowledged distinct favourites present`, 'all', missingFavourites === 0 && favouritesAcked > 0],
      ['history after restart', `${historyAcked - missingHistory}/${historyAcked} items at ≥ the acknowledged position`, 'all', missingHistory === 0 && historyAcked > 0],
      ['sessions after restart', `${sessionsKept}/${members.length} tokens still valid`, 'all', sessionsKept === members.length],
      ['restart', `${round(restartSeconds, 1)} s to /health`, '', undefined],
    ]);
  } finally {
    await backend.group.stop();
    await database?.drop();
  }
}

// ---------------------------------------------------------------- pg-restart
function pgVersion() {
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql').filter((v) => /^\d+$/.test(v)).sort((a, b) => b - a) : [];
  if (!versions.length) throw new Error('no PostgreSQL cluster in /etc/postgresql');
  return versions[0];
}

async function pgRestart() {
  const version = pgVersion();
  const dir = dataDir('pg-restart');
  const database = await pgDatabase('prd_soak_restart');
  log(`pg-restart: product on PostgreSQL ${version} (database prd_soak_restart), E2E=1`);
  const stack = await startStack({ webPort: WEB_PORT, backendPort: BACKEND_PORT, dataDir: dir, env: { DATABASE_URL: database.url, E2E: '1' } });
  try {
    const ids = await discover(stack.backend);
    const member = await signIn(stack.backend, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const processes = stackProcesses(stack.group.pid);
    // The server processes themselves (node, next-server), not passing children such as the demo media's ffmpeg.
    const servers = () => [...processes.web(), ...processes.backend()].filter((pid) => /node|next-server|tsx/.test(cmdline(pid))).sort().join(',');
    const pidsBefore = servers();
    const requests = [
      () => api(stack.backend, 'search', { search_query: ids.thaiWord, language: 'th' }, { timeout: 15000 }),
      () => api(stack.backend, 'favorite', { member: member.id, language: 'th' }, { token: member.token, timeout: 15000 }),
      () => api(stack.backend, 'history/save', { member: member.id, kind: 'vod', itemId: ids.vodId, position: 1, duration: 10 }, { token: member.token, timeout: 15000 }),
      () => api(stack.web, 'channel/schedule', { language: 'th' }, { timeout: 15000 }),
    ];
    const events = [];
    let stop = false;
    const worker = async () => {
      let n = 0;
      while (!stop) {
        const at = Date.now();
        try {
          const answer = await requests[n++ % requests.length]();
          events.push({ at, status: answer.status, json: answer.json !== undefined });
        } catch (error) {
          events.push({ at, status: error.name === 'TimeoutError' ? 'timeout' : 'network-error', json: false });
        }
        await sleep(50);
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await sleep(5000);
    log(`pg-restart: pg_ctlcluster ${version} main restart`);
    const gapStart = Date.now();
    const result = spawnSync('pg_ctlcluster', [version, 'main', 'restart'], { encoding: 'utf8' });
    const gapEnd = Date.now();
    if (result.status !== 0) throw new Error(`pg_ctlcluster failed: ${result.stderr}`);
    await sleep(15000);
    stop = true;
    await Promise.all(workers);
    const before = events.filter((e) => e.at < gapStart);
    const during = events.filter((e) => e.at >= gapStart && e.at < gapEnd + 5000);
    const after = events.filter((e) => e.at >= gapEnd + 5000);
    const summary = (list) => Object.entries(list.reduce((acc, e) => ({ ...acc, [e.status]: (acc[e.status] ?? 0) + 1 }), {})).map(([s, n]) => `${s}: ${n}`).join(', ') || 'none';
    const ok = (e) => typeof e.status === 'number' && e.status < 300;
    const clean = (e) => ok(e) || (typeof e.status === 'number' && e.json);
    // First success after the restart: how long the service needed to come back.
    const firstOk = events.find((e) => e.at >= gapEnd && ok(e));
    const pidsAfter = servers();
    const same = pidsBefore === pidsAfter && !stack.group.exited;
    return print(`pg-restart: PostgreSQL ${version} restarted under load (8 workers; restart took ${round((gapEnd - gapStart) / 1000, 1)} s)`, [
      ['before the restart', summary(before), 'all 2xx', before.length > 0 && before.every(ok)],
      ['during the gap (+5 s)', summary(during), 'clean JSON errors or 2xx', during.every(clean)],
      ['after the gap', summary(after), 'all 2xx', after.length > 0 && after.every(ok)],
      ['first success after restart', firstOk ? `${round((firstOk.at - gapEnd) / 1000, 1)} s` : 'none', '', undefined],
      ['no process restart', same ? 'same web and backend processes' : `processes changed (${pidsBefore} → ${pidsAfter})`, 'same pids', same],
    ]);
  } finally {
    await stack.group.stop();
    await database.drop();
  }
}

const scenarios = {
  live: () => live(),
  visitors: () => visitors(),
  'backend-down': backendDown,
  kill: async () => [await killOne('pglite'), await killOne('postgres')],
  'pg-restart': pgRestart,
  all: async () => [
    await live(Number(process.env.SOAK_LIVE_MINUTES || SMOKE.liveMinutes)),
    await visitors(Number(process.env.SOAK_MINUTES || SMOKE.visitorMinutes)),
    await backendDown(),
    await killOne('pglite'),
    await killOne('postgres'),
    await pgRestart(),
  ],
};

const name = process.argv[2];
if (!scenarios[name]) {
  console.error(`usage: npm run soak -- <${Object.keys(scenarios).join('|')}>`);
  process.exit(2);
}
try {
  const results = [await scenarios[name]()].flat();
  const summary = table(['Scenario', 'Pass'], results.map((r) => [r.title.split(':')[0], mark(r.passed)]));
  if (results.length > 1) console.log(`### Summary\n\n${summary}\n`);
  mkdirSync(resolve(root, '.data'), { recursive: true });
  writeFileSync(resolve(root, '.data', `soak-${name}.md`), `${results.map((r) => r.text).join('\n')}\n${results.length > 1 ? summary : ''}\n`);
  log(`written to .data/soak-${name}.md`);
} catch (error) {
  console.error(`[soak] ${name} failed: ${error.stack ?? error}`);
  process.exitCode = 1;
}
