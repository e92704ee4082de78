// Whether the backend answers its /health, asked at most once per `ttlMs` (concurrent callers share
// one probe), never waiting much longer than `timeoutMs`. A refused connection or an error answer
// means down at once; silence (time-outs) only once it has lasted `hungAfterMs`, so that a backend
// that is merely slow under load is not taken for a hung one (which would turn pages into 503s).
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
      } else settle('timeout');
    };
    const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, { method: 'GET', agent: false }, (response) => {
      response.resume();
      settle(response.statusCode === 200 ? 'up' : 'error');
    });
    req.on('error', () => settle('error'));
    req.end();
    timer = setTimeout(check, timeoutMs);
  });
}

/**
 * @param {string} backendUrl e.g. http://127.0.0.1:4000
 * @param {{ timeoutMs?: number, ttlMs?: number, hungAfterMs?: number }} [options]
 * @returns {() => Promise<boolean>}
 */
export function createHealthProbe(backendUrl, { timeoutMs = 600, ttlMs = 1000, hungAfterMs = 2000 } = {}) {
  const url = new URL('/health', backendUrl);
  let last = { at: -Infinity, up: true };
  /** Start of the current run of unanswered probes, null while the backend answers. */
  let silentSince = null;
  /** @type {Promise<boolean> | null} */
  let pending = null;

  const verdict = (result, startedAt) => {
    if (result !== 'timeout') {
      silentSince = null;
      return result === 'up';
    }
    silentSince ??= startedAt;
    return Date.now() - silentSince < hungAfterMs;
  };

  return function backendUp() {
    if (Date.now() - last.at < ttlMs) return Promise.resolve(last.up);
    const startedAt = Date.now();
    pending ??= probe(url, timeoutMs).then((result) => {
      last = { at: Date.now(), up: verdict(result, startedAt) };
      pending = null;
      return last.up;
    });
    return pending;
  };
}
