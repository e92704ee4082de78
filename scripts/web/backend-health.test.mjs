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
