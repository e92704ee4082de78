import { spawnSync } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { createHealthProbe } from './backend-health.mjs';

const listen = (server) => new Promise((done) => server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${server.address().port}`)));
const close = (server) => new Promise((done) => server.close(done));

describe('createHealthProbe', () => {
  let healthy;
  let hung;
  let calls = 0;
  const sockets = new Set();
  let healthyUrl;
  let hungUrl;

  beforeAll(async () => {
    healthy = createHttpServer((req, res) => {
      calls += 1;
      res.writeHead(req.url === '/health' ? 200 : 404).end('{"status":"ok"}');
    });
    // Accepts connections and never answers, like a stopped (SIGSTOP) or deadlocked backend.
    hung = createTcpServer((socket) => sockets.add(socket));
    healthyUrl = await listen(healthy);
    hungUrl = await listen(hung);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    healthy.closeAllConnections();
    await Promise.all([close(healthy), close(hung)]);
  });

  it('is up when /health answers, and asks once per ttl', async () => {
    const up = createHealthProbe(healthyUrl, { ttlMs: 60_000 });
    const before = calls;
    expect(await Promise.all([up(), up(), up()])).toEqual([true, true, true]);
    expect(await up()).toBe(true);
    expect(calls - before).toBe(1);
  });

  it('is down at once when nothing listens', async () => {
    const refused = createHttpServer();
    const url = await listen(refused);
    await close(refused);
    const started = Date.now();
    expect(await createHealthProbe(url)()).toBe(false);
    expect(Date.now() - started).toBeLessThan(300);
  });

  it('takes a silent backend for hung once the silence has lasted hungAfterMs', async () => {
    const up = createHealthProbe(hungUrl, { timeoutMs: 150, ttlMs: 0, hungAfterMs: 500 });
    const started = Date.now();
    // Benefit of the doubt first: a slow backend under load is not a dead one.
    expect(await up()).toBe(true);
    while (await up()) {
      expect(Date.now() - started).toBeLessThan(2000);
    }
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(490);
    expect(elapsed).toBeLessThan(1500);
  });

  // Jest's sandbox does not see undici's diagnostics channels, so these two run in a plain Node process.
  const inNode = (body) => {
    const probeModule = new URL('./backend-health.mjs', import.meta.url).href;
    const code = `import { createServer } from 'node:http';\nimport { createHealthProbe } from ${JSON.stringify(probeModule)};\n${body}`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8', timeout: 20_000 });
    if (run.status !== 0) throw new Error(run.stderr || `exit ${run.status}`);
    return JSON.parse(run.stdout);
  };

  it("dates the silence from the process's own fetch that has waited since before the probe", () => {
    const result = inNode(`
      // Accepts requests and never answers them, like a stopped backend.
      const server = createServer(() => {});
      await new Promise((done) => server.listen(0, '127.0.0.1', done));
      const url = 'http://127.0.0.1:' + server.address().port;
      const probe = createHealthProbe(url, { timeoutMs: 150, ttlMs: 0, hungAfterMs: 500 });
      // A page's catalogue read, sent 400 ms before anyone asks about the backend.
      fetch(url + '/api/v1/vod/1', { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
      await new Promise((done) => setTimeout(done, 400));
      const started = Date.now();
      const up = await probe();
      console.log(JSON.stringify({ up, ms: Date.now() - started }));
      process.exit(0);
    `);
    // Its 400 ms plus the probe's 150 ms time-out exceed hungAfterMs: down on the first verdict.
    expect(result.up).toBe(false);
    expect(result.ms).toBeLessThan(1000);
  });

  it('does not take a backend that keeps answering other requests for hung', () => {
    const result = inNode(`
      // /health and one slow read never answer; other reads do, as under heavy load.
      const server = createServer((req, res) => { if (req.url === '/api/v1/ok') res.writeHead(200).end('{}'); });
      await new Promise((done) => server.listen(0, '127.0.0.1', done));
      const url = 'http://127.0.0.1:' + server.address().port;
      const up = createHealthProbe(url, { timeoutMs: 150, ttlMs: 0, hungAfterMs: 500 });
      fetch(url + '/api/v1/slow', { signal: AbortSignal.timeout(3000) }).catch(() => undefined);
      const verdicts = [];
      const until = Date.now() + 1200;
      while (Date.now() < until) {
        await fetch(url + '/api/v1/ok').then((response) => response.text());
        verdicts.push(await up());
      }
      console.log(JSON.stringify({ verdicts }));
      process.exit(0);
    `);
    expect(result.verdicts.length).toBeGreaterThanOrEqual(5);
    expect(result.verdicts.every(Boolean)).toBe(true);
  });

  it('asks again when told a request just failed, instead of trusting a remembered "up"', async () => {
    const server = createHttpServer((req, res) => res.writeHead(200).end());
    const url = await listen(server);
    const up = createHealthProbe(url, { ttlMs: 60_000 });
    expect(await up()).toBe(true);
    server.closeAllConnections();
    await close(server);
    expect(await up()).toBe(true);
    expect(await up({ fresh: true })).toBe(false);
    // A remembered "down" is kept for the ttl, fresh or not.
    expect(await up({ fresh: true })).toBe(false);
  });

  it('is down at once when the backend answers /health with an error', async () => {
    const sick = createHttpServer((req, res) => res.writeHead(503).end());
    const url = await listen(sick);
    expect(await createHealthProbe(url)()).toBe(false);
    sick.closeAllConnections();
    await close(sick);
  });

  it('does not mistake its own busy event loop for a hung backend', async () => {
    const probe = createHealthProbe(healthyUrl, { timeoutMs: 100 });
    const answer = probe();
    // A page render holding the loop for longer than the time-out while the answer arrives.
    const until = Date.now() + 400;
    while (Date.now() < until) {
      /* busy */
    }
    expect(await answer).toBe(true);
  });

  it('sees the backend come back once the ttl has passed', async () => {
    const server = createHttpServer((req, res) => res.writeHead(200).end());
    const url = await listen(server);
    const port = new URL(url).port;
    await close(server);
    const up = createHealthProbe(url, { ttlMs: 100 });
    expect(await up()).toBe(false);
    const again = createHttpServer((req, res) => res.writeHead(200).end());
    await new Promise((done) => again.listen(Number(port), '127.0.0.1', done));
    expect(await up()).toBe(false);
    await new Promise((done) => setTimeout(done, 120));
    expect(await up()).toBe(true);
    again.closeAllConnections();
    await close(again);
  });
});
