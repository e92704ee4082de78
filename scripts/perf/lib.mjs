// Shared helpers of the measurement scripts (scripts/bench.mjs, scripts/soak.mjs).
// They rely only on `node scripts/start.mjs` (env PORT, BACKEND_PORT, DATA_DIR, BACKEND_URL,
// DATABASE_URL, `--fresh`), on `tsx backend/server.ts` (PORT, HOST, DATA_DIR) and on public URLs.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const bin = (name) => join(root, 'node_modules', '.bin', name);
export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
export const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

/** Extra processes we started, so an error or Ctrl-C still stops them. */
const groups = new Set();
export function stopAllOnExit() {
  const stopAll = () => {
    for (const group of groups) group.kill('SIGKILL');
  };
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopAll();
      process.exit(130);
    });
  }
}

/**
 * A process started in its own process group (detached), so it and every child
 * it spawns (tsx's node, next's workers) stop together with `kill(-pid)`.
 */
export function startGroup(name, command, args, env, { log, logFile } = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  const file = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
  const keep = (chunk) => {
    file?.write(chunk);
    const text = chunk.toString();
    lines.push(text);
    if (lines.length > 200) lines.shift();
    if (log) log(text);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exitPromise = new Promise((done) => child.on('exit', (code, signal) => {
    exited = { code, signal };
    done(exited);
  }));
  const group = {
    name,
    pid: child.pid,
    get exited() {
      return exited;
    },
    output: () => lines.join(''),
    kill(signal = 'SIGTERM') {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    },
    /** SIGTERM to the group, SIGKILL after `seconds`; resolves once the leader has exited. */
    async stop(seconds = 15) {
      if (!exited) {
        group.kill('SIGTERM');
        const timer = setTimeout(() => group.kill('SIGKILL'), seconds * 1000);
        await exitPromise;
        clearTimeout(timer);
      }
      // Children that outlived the leader.
      group.kill('SIGKILL');
      groups.delete(group);
    },
    wait: () => exitPromise,
  };
  groups.add(group);
  return group;
}

/** Polls `url` until it answers 2xx; fails early when `group` exits. */
export async function waitForUrl(url, seconds, group) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (group?.exited) throw new Error(`${group.name} exited (${JSON.stringify(group.exited)}) before ${url} answered:\n${group.output().slice(-3000)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Waits until `file` holds `text` (a line a process logs) past its first `fromByte` bytes, while `group` runs. */
export async function waitForLog(file, text, seconds, fromByte = 0, group) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (group?.exited) throw new Error(`${group.name} exited (${JSON.stringify(group.exited)}) before logging "${text}"`);
    if (existsSync(file) && readFileSync(file).subarray(fromByte).includes(text)) return;
    await sleep(1000);
  }
  throw new Error(`"${text}" not in ${file} within ${seconds} s`);
}

/** A random key shared by a separately started backend and web app (server-to-server calls). */
export const internalKey = () => randomBytes(24).toString('base64url');

/**
 * Both processes through the product's own start script (builds the web app when stale).
 * Returns { web, backend, group, waitForLog(text, seconds) }: the last waits for a line this start logs.
 */
export async function startStack({ webPort, backendPort, dataDir, fresh = true, env = {}, log }) {
  const logFile = `${dataDir}-start.log`;
  // The log is appended to: what earlier starts wrote ends at this offset.
  const logStart = existsSync(logFile) ? statSync(logFile).size : 0;
  const group = startGroup('start.mjs', process.execPath, [join(root, 'scripts', 'start.mjs'), ...(fresh ? ['--fresh'] : [])], {
    PORT: String(webPort),
    BACKEND_PORT: String(backendPort),
    DATA_DIR: dataDir,
    ...env,
  }, { log, logFile });
  const web = `http://127.0.0.1:${webPort}`;
  const backend = env.BACKEND_URL || `http://127.0.0.1:${backendPort}`;
  if (!env.BACKEND_URL) await waitForUrl(`${backend}/health`, 300, group);
  // A stale build is rebuilt first: `next build` may take many minutes on a shared machine.
  await waitForUrl(`${web}/favicon.svg`, 1800, group);
  return { web, backend, group, waitForLog: (text, seconds) => waitForLog(logFile, text, seconds, logStart, group) };
}

/** The backend alone, as start.mjs runs it. */
export async function startBackend({ port, dataDir, env = {}, log }) {
  const group = startGroup('backend', bin('tsx'), ['backend/server.ts'], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env }, { log, logFile: `${dataDir}-backend.log` });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/health`, 300, group);
  return { url, group };
}

/** JSON call to the backend API (or to the BFF, same paths). */
export async function api(base, path, body, { token, timeout = 10000, method } = {}) {
  const response = await fetch(`${base}/api/v1/${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(token ? { 'jwt-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeout),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

/** Real ids from the catalogue: a VOD id with its stream, a live channel, a Thai word of a title. */
export async function discover(backend) {
  const home = await api(backend, 'video/home', { language: 'th', limit: 8 });
  const videos = (home.json?.result ?? []).flatMap((row) => row.videos ?? []);
  if (!videos.length) throw new Error(`no videos from ${backend}/api/v1/video/home: ${home.status} ${home.text.slice(0, 200)}`);
  const menu = await api(backend, 'menu/slide?language=th');
  const channels = menu.json?.result?.channels ?? [];
  if (!channels.length) throw new Error('no live channel in menu/slide');
  const vod = videos[0];
  const detail = await api(backend, 'video', { language: 'th', id: vod.id });
  const channel = await api(backend, 'channel/event', { language: 'th', id: channels[0].id });
  // A Thai word (a run of Thai letters) from a video title: present in the catalogue by construction.
  const word = videos.map((video) => video.title.match(/[\u0E00-\u0E7F]{3,}/u)?.[0]).find(Boolean) ?? 'ข่าว';
  return {
    vodId: vod.id,
    vodIds: videos.map((video) => video.id),
    channelId: channels[0].id,
    channelIds: channels.map((c) => c.id),
    thaiWord: word,
    /** The first video's poster (/media/…), as the home page names it. */
    poster: vod.thumbnail,
    vodStream: findStream(detail.json),
    liveStream: findStream(channel.json),
  };
}

/** The first HLS URL (…m3u8) anywhere in a JSON answer. */
export function findStream(value) {
  if (typeof value === 'string') return /\.m3u8(\?|$)/.test(value) ? value : undefined;
  if (value && typeof value === 'object') {
    for (const entry of Object.values(value)) {
      const found = findStream(entry);
      if (found) return found;
    }
  }
  return undefined;
}

/** Waits until the demo media (generated by ffmpeg after the backend starts) plays. */
export async function waitForMedia(base, stream, seconds = 600) {
  const url = new URL(stream, base).toString();
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.ok && (await response.text()).startsWith('#EXTM3U')) return url;
    } catch {
      // not yet
    }
    await sleep(2000);
  }
  throw new Error(`demo media ${url} not ready within ${seconds} s`);
}

/** Every HLS URL of a master playlist: variant playlists and their first segments. */
export async function hlsUrls(masterUrl) {
  const urls = [masterUrl];
  const lines = async (url) => (await (await fetch(url)).text()).split('\n').map((line) => line.trim());
  for (const line of await lines(masterUrl)) {
    if (!line || line.startsWith('#')) continue;
    const variant = new URL(line, masterUrl).toString();
    urls.push(variant);
    const segments = (await lines(variant)).filter((entry) => entry && !entry.startsWith('#'));
    for (const segment of segments.slice(0, 3)) urls.push(new URL(segment, variant).toString());
    if (urls.length > 12) break;
  }
  return urls;
}

/** Sign-in straight on the backend: the member's token and id. */
export async function signIn(backend, username, password) {
  const answer = await api(backend, 'auth/login', { username, password });
  if (answer.status !== 200) throw new Error(`sign-in of ${username}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return { token: answer.json.token, id: answer.json.user };
}
export const DEMO_MEMBER = { username: 'demo@prd.example', password: 'Demo12345' };

/** Registers a member through the backend's three steps, reading the OTP from DATA_DIR/outbox. */
export async function registerMember(backend, dataDir, email, password) {
  const started = Date.now() - 1;
  const step1 = await api(backend, 'auth/register/step/1', { firstname: 'Soak', lastname: 'Member', email, password, language: 'en' });
  if (step1.status !== 200) throw new Error(`register ${email}: ${step1.status} ${step1.text.slice(0, 200)}`);
  const outbox = join(dataDir, 'outbox');
  let otp;
  for (let i = 0; i < 100 && !otp; i++) {
    if (existsSync(outbox)) {
      for (const name of readdirSync(outbox).sort().reverse()) {
        // Whole mails only (the mailer writes each under a hidden name, then renames it).
        if (!name.endsWith('.json') || Number(name.split('-')[0]) < started) continue;
        const mail = JSON.parse(readFileSync(join(outbox, name), 'utf8'));
        if (mail.to === email) {
          otp = mail.text.match(/\b(\d{6})\b/)?.[1];
          break;
        }
      }
    }
    if (!otp) await sleep(100);
  }
  if (!otp) throw new Error(`no OTP mail for ${email} in ${outbox}`);
  const step2 = await api(backend, 'auth/register/step/2', { email, otp, attempt: step1.json?.attempt });
  const step3 = await api(backend, 'auth/register/step/3', { email, registration: step2.json?.registration, agreement: true });
  if (step3.status !== 200) throw new Error(`register ${email} step 3: ${step3.status} ${step3.text.slice(0, 200)}`);
}

function ppidOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** Every process below `pid` (itself included), from /proc. */
export function processTree(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = ppidOf(entry);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  const all = [];
  const visit = (p) => {
    all.push(p);
    for (const child of children.get(p) ?? []) visit(child);
  };
  visit(pid);
  return all;
}

export const cmdline = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
};

/** Resident memory of a set of processes, in MB. */
export function rssMb(pids) {
  let kb = 0;
  for (const pid of pids) {
    try {
      const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
      if (match) kb += Number(match[1]);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

/**
 * The web and backend process trees below start.mjs: the backend is the child whose
 * command line runs backend/server.ts, the web app every other child (next start or
 * the custom web server).
 */
export function stackProcesses(startPid) {
  const direct = processTree(startPid).filter((pid) => pid !== startPid && ppidOf(pid) === startPid);
  const backend = direct.filter((pid) => cmdline(pid).includes('backend/server.ts'));
  const web = direct.filter((pid) => !backend.includes(pid));
  return {
    web: () => web.flatMap(processTree),
    backend: () => backend.flatMap(processTree),
  };
}

/** Runs autocannon in this process. */
export async function cannon(options) {
  const { default: autocannon } = await import('autocannon');
  await keepNoBodies();
  return new Promise((done, fail) => {
    autocannon({ connections: 64, duration: 20, ...options }, (error, result) => (error ? fail(error) : done(result)));
  });
}

/**
 * autocannon 9 appends every response body to a string (`PipelinedRequestsQueue#addBody`:
 * `req.body += data`), decoding it as UTF-8 on the load generator's thread. For a compressed page,
 * which is binary, that decoding bounded the runs, not the server: 18 kB of Brotli from a bare
 * node:http server gave about 3,100 req/s with autocannon and 62,000 with wrk on the same machine
 * (28,000 with autocannon when the same bytes were ASCII). Nothing here reads the bodies (no
 * verifyBody, expectBody or request sequences), so none are kept; bytes are still counted.
 */
async function keepNoBodies() {
  const { default: Queue } = await import('autocannon/lib/pipelinedRequestsQueue.js');
  if (Queue.prototype.addBody.name !== 'keepNoBody') Queue.prototype.addBody = function keepNoBody() {};
}

/**
 * A minimal node:http server serving one body from memory (the ceiling of a response),
 * in its own process so it does not share an event loop with autocannon.
 */
export async function staticServer(bodyFile, contentType, contentEncoding = '') {
  const group = startGroup('static-server', process.execPath, [join(root, 'scripts', 'perf', 'static-server.mjs'), bodyFile, contentType, contentEncoding], {});
  for (let i = 0; i < 100; i++) {
    const port = Number(group.output().trim());
    if (port) return { url: `http://127.0.0.1:${port}/`, close: () => group.stop(2) };
    if (group.exited) break;
    await sleep(50);
  }
  throw new Error(`static server did not start: ${group.output()}`);
}

/** What Chromium (and so every visitor's browser) asks for; autocannon sends no Accept-Encoding itself. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * One GET (or `method`) with exactly these headers, the body as it came over the wire (fetch would
 * decompress it). `path` sends the path as written: in the URL, `%2e%2e` would be resolved first.
 */
export function rawGet(url, headers = {}, { method = 'GET', path } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers, method, ...(path === undefined ? {} : { path }) }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A markdown table. */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  return [
    `| ${cells[0].join(' | ')} |`,
    `| ${cells[0].map(() => '---').join(' | ')} |`,
    ...cells.slice(1).map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

export const mark = (ok) => (ok === undefined || ok === null ? '–' : ok ? '✅' : '❌');
export const round = (value, digits = 0) => (value === undefined || value === null || Number.isNaN(value) ? '–' : Number(value).toFixed(digits));
export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Playwright's chromium driving Debian's chromium. */
export async function launchBrowser(extraArgs = []) {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', ...extraArgs],
  });
}

/** The cookie that keeps the home popup banner closed (as the e2e suite sets it). */
export const bannerCookie = (url) => ({ name: 'acceptShowBanner', value: 'true', url });
