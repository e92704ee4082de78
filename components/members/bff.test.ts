import { BFF_TIMEOUT_MS, BffError, bffPost, mayHaveBeenDone } from './bff';
import { postAuth } from './post-auth';

// The browser's fetch, as far as bffPost uses it: an answer that never comes (or whose body never
// ends) is given up when the request's signal aborts, with the signal's reason.
type Answer = 'never' | 'stalled body' | { status: number; body: unknown };
const realFetch = globalThis.fetch;
let sent: RequestInit[] = [];

function answering(answer: Answer) {
  globalThis.fetch = ((_url: string, init: RequestInit) => {
    sent.push(init);
    const signal = init.signal!;
    const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
    if (answer === 'never') return aborted;
    const json = answer === 'stalled body' ? () => aborted : () => Promise.resolve(answer.body);
    return Promise.resolve({ status: answer === 'stalled body' ? 200 : answer.status, ok: answer === 'stalled body' || answer.status < 300, json });
  }) as unknown as typeof fetch;
}

/** How a call ends: its value or error, or 'pending' while it has not ended. */
function settle(promise: Promise<unknown>) {
  const state: { outcome: unknown } = { outcome: 'pending' };
  promise.then(
    (value) => (state.outcome = value),
    (error: unknown) => (state.outcome = error),
  );
  return state;
}

beforeEach(() => {
  jest.useFakeTimers();
  sent = [];
});

afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
});

it('fails a call nobody answers after BFF_TIMEOUT_MS, as a network failure (not a BffError)', async () => {
  answering('never');
  const call = settle(bffPost('notification/delete', { id: 7 }));
  await jest.advanceTimersByTimeAsync(BFF_TIMEOUT_MS - 100);
  expect(call.outcome).toBe('pending');
  await jest.advanceTimersByTimeAsync(200);
  expect(call.outcome).toMatchObject({ name: 'TimeoutError' });
  expect(call.outcome).not.toBeInstanceOf(BffError);
  expect(sent[0]?.signal?.aborted).toBe(true);
});

it('fails an answer whose body never ends the same way', async () => {
  answering('stalled body');
  const call = settle(bffPost('notification', { language: 'en' }));
  await jest.advanceTimersByTimeAsync(BFF_TIMEOUT_MS + 100);
  expect(call.outcome).toMatchObject({ name: 'TimeoutError' });
});

it("gives a large body's upload time on top (an avatar), and a caller's own time-out wins", async () => {
  answering('never');
  const upload = settle(bffPost('auth/account/upload', { image: 'x'.repeat(2_000_000) }));
  const quick = settle(bffPost('notification', {}, { timeoutMs: 1_000 }));
  await jest.advanceTimersByTimeAsync(1_100);
  expect(quick.outcome).toMatchObject({ name: 'TimeoutError' });
  await jest.advanceTimersByTimeAsync(BFF_TIMEOUT_MS);
  expect(upload.outcome).toBe('pending');
  await jest.advanceTimersByTimeAsync(60_000);
  expect(upload.outcome).toMatchObject({ name: 'TimeoutError' });
});

it('leaves no timer behind once answered, and reads an error answer as before', async () => {
  answering({ status: 200, body: { result: [] } });
  await expect(bffPost('notification', {})).resolves.toEqual({ result: [] });
  expect(jest.getTimerCount()).toBe(0);
  answering({ status: 503, body: { error: { code: 'upstream_down', message: 'Down.' } } });
  await expect(bffPost('notification/read', { id: 1 })).rejects.toMatchObject({ status: 503, code: 'upstream_down' });
  expect(jest.getTimerCount()).toBe(0);
});

it("the sign-in forms' calls (postAuth) end too: unanswered, they are `unavailable`, as a dropped connection is", async () => {
  answering('never');
  const call = settle(postAuth('auth/register/resend', { email: 'a@example.com', attempt: 'x' }));
  await jest.advanceTimersByTimeAsync(BFF_TIMEOUT_MS - 100);
  expect(call.outcome).toBe('pending');
  await jest.advanceTimersByTimeAsync(200);
  expect(call.outcome).toEqual({ ok: false, status: 0, code: 'unavailable', message: '' });
  answering({ status: 409, body: { error: { code: 'email_taken', message: 'This e-mail is already in use.' } } });
  await expect(postAuth('auth/register/step/1', {})).resolves.toEqual({ ok: false, status: 409, code: 'email_taken', message: 'This e-mail is already in use.' });
  expect(jest.getTimerCount()).toBe(0);
});

it('a failed write may have been done unless the server refused it (4xx)', () => {
  expect(mayHaveBeenDone(new DOMException('late', 'TimeoutError'))).toBe(true);
  expect(mayHaveBeenDone(new TypeError('Failed to fetch'))).toBe(true);
  expect(mayHaveBeenDone(new BffError(504, 'upstream_timeout', 'Late.'))).toBe(true);
  expect(mayHaveBeenDone(new BffError(502, 'upstream_down', 'Down.'))).toBe(true);
  expect(mayHaveBeenDone(new BffError(400, 'validation_error', 'No.'))).toBe(false);
  expect(mayHaveBeenDone(new BffError(401, 'unauthorized', 'Signed out.'))).toBe(false);
});
