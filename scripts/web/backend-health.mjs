// Whether the backend answers its /health, asked at most once per `ttlMs` (concurrent callers share
// one probe) and never waiting much longer than `timeoutMs`: a hung backend counts as down.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * One GET /health. A busy web process (a page render holding the event loop) must not read as a
 * hung backend: when the timer fires late, the loop was blocked and the answer may simply not have
 * been read yet, so the probe gives it a short grace (bounded) before calling it a time-out.
 */
function probe(url, timeoutMs) {
  return new Promise((resolve) => {
    const started = Date.now();
    let due = started + timeoutMs;
    let timer;
    let settled = false;
    const settle = (up) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(up);
    };
    const check = () => {
      const late = Date.now() - due;
      if (late > 50 && Date.now() - started < timeoutMs + 2000) {
        due = Date.now() + 100;
        timer = setTimeout(check, 100);
      } else settle(false);
    };
    const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, { method: 'GET', agent: false }, (response) => {
      response.resume();
      settle(response.statusCode === 200);
    });
    req.on('error', () => settle(false));
    req.end();
    timer = setTimeout(check, timeoutMs);
  });
}

/**
 * @param {string} backendUrl e.g. http://127.0.0.1:4000
 * @param {{ timeoutMs?: number, ttlMs?: number }} [options]
 * @returns {() => Promise<boolean>}
 */
export function createHealthProbe(backendUrl, { timeoutMs = 600, ttlMs = 1000 } = {}) {
  const url = new URL('/health', backendUrl);
  let last = { at: -Infinity, up: true };
  /** @type {Promise<boolean> | null} */
  let pending = null;

  return function backendUp() {
    if (Date.now() - last.at < ttlMs) return Promise.resolve(last.up);
    pending ??= probe(url, timeoutMs).then((up) => {
      last = { at: Date.now(), up };
      pending = null;
      return up;
    });
    return pending;
  };
}
