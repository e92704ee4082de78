// Whether the backend answers its /health, asked at most once per `ttlMs` (concurrent callers share
// one probe), never waiting much longer than `timeoutMs`. A refused connection or an error answer
// means down at once; silence (time-outs) only once it has lasted `hungAfterMs`, so that a backend
// that is merely slow under load is not taken for a hung one (which would turn pages into 503s).
// The silence is dated from the web process's own unanswered fetches to the backend too (a page's
// catalogue read that has waited since before the probe started), seen on undici's diagnostics
// channels; any answer from the backend ends it. Under load answers keep arriving, so only a backend
// that answers nothing at all is taken for hung.
import { subscribe } from 'node:diagnostics_channel';
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

/** One watcher per backend origin (createHealthProbe may be called more than once, in tests). */
const watchers = new Map();

/**
 * The process's fetches to `origin` (Node's fetch is undici, which reports every request on
 * diagnostics channels; answers from Next's data cache make no request and are not seen).
 * `silentSince()` is the start of the oldest request still unanswered, or that timed out, since the
 * backend last answered anything; null when there is none. Subscribe before the requests are sent.
 * @param {string} origin e.g. http://127.0.0.1:4000
 */
export function watchBackendFetches(origin) {
  let watcher = watchers.get(origin);
  if (watcher) return watcher;
  /** @type {Map<object, number>} request -> when it was sent */
  const outstanding = new Map();
  let lastAnswerAt = -Infinity;
  /** @type {number | null} */
  let timedOutSince = null;
  const answered = () => {
    lastAnswerAt = Date.now();
    timedOutSince = null;
  };
  subscribe('undici:request:create', ({ request }) => {
    if (request.origin === origin) outstanding.set(request, Date.now());
  });
  subscribe('undici:request:headers', ({ request }) => {
    if (outstanding.delete(request)) answered();
  });
  subscribe('undici:request:error', ({ request, error }) => {
    const sentAt = outstanding.get(request);
    if (sentAt === undefined) return;
    outstanding.delete(request);
    if (error?.name === 'TimeoutError' && sentAt >= lastAnswerAt) timedOutSince = Math.min(timedOutSince ?? sentAt, sentAt);
  });
  watcher = {
    answered,
    /** @param {number | null} [alsoSince] the start of a silence seen otherwise (the probes'), counted too */
    silentSince(alsoSince = null) {
      let since = Math.min(timedOutSince ?? Infinity, alsoSince === null ? Infinity : Math.max(alsoSince, lastAnswerAt));
      const now = Date.now();
      for (const [request, sentAt] of outstanding) {
        // A request that neither answered nor failed within a minute is forgotten, not kept forever.
        if (now - sentAt > 60_000) outstanding.delete(request);
        else since = Math.min(since, Math.max(sentAt, lastAnswerAt));
      }
      return since === Infinity ? null : since;
    },
  };
  watchers.set(origin, watcher);
  return watcher;
}

/**
 * @param {string} backendUrl e.g. http://127.0.0.1:4000
 * @param {{ timeoutMs?: number, ttlMs?: number, hungAfterMs?: number }} [options]
 * @returns {(options?: { fresh?: boolean }) => Promise<boolean>}
 */
export function createHealthProbe(backendUrl, { timeoutMs = 600, ttlMs = 1000, hungAfterMs = 1500 } = {}) {
  const url = new URL('/health', backendUrl);
  const fetches = watchBackendFetches(url.origin);
  /** The last probe: when it ended and what it found. */
  let last = { at: -Infinity, result: 'up' };
  /** Start of the current run of unanswered probes, null while the backend answers. */
  let silentSince = null;
  /** @type {Promise<boolean> | null} */
  let pending = null;

  // Judged again on every call: a silence that began before the last probe keeps growing.
  const verdict = () => {
    if (last.result !== 'timeout') return last.result === 'up';
    const since = fetches.silentSince(silentSince);
    return since === null || Date.now() - since < hungAfterMs;
  };

  /** @param {{ fresh?: boolean }} [options] fresh: a request just failed, so a remembered "up" is not trusted */
  return function backendUp({ fresh = false } = {}) {
    if (Date.now() - last.at < ttlMs && !(fresh && last.result === 'up')) return Promise.resolve(verdict());
    const startedAt = Date.now();
    pending ??= probe(url, timeoutMs).then((result) => {
      if (result === 'timeout') silentSince ??= startedAt;
      else silentSince = null;
      if (result === 'up') fetches.answered();
      last = { at: Date.now(), result };
      pending = null;
      return verdict();
    });
    return pending;
  };
}
