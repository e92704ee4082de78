import fc from 'fast-check';
import type { AddressInfo } from 'node:net';
import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { endpoints } from '@/lib/contract';
import {
  ALL_ENDPOINTS,
  badBodies,
  badQueries,
  CONTROL_TEXTS,
  controlTextAnswer,
  ENDS_SESSION,
  FC_SEED,
  fcOptions,
  fingerprint,
  GET_ENDPOINTS,
  PATH_TRICKS,
  POST_ENDPOINTS,
  problemWith,
  prototypeIsClean,
  textFieldsOf,
  wellFormedBody,
  type Answer,
} from '@/backend/testing/bad-input';
import { testOutbox } from '@/backend/testing/outbox';
import { createTestApp, type TestApp } from '@/backend/testing/test-app';
import { MAX_BODY_BYTES } from './guards';
import { proxy } from './proxy';

/**
 * Bad-input suite through the BFF: the proxy handler in front of the real
 * backend listening on loopback (seeded test database). Same checks as the
 * backend suite (backend/abuse/bad-input.test.ts), plus the BFF's own: its
 * body limit, allow-list and the member field it takes from the session.
 * Replay a failure with FC_SEED=<seed printed below>.
 */

const SECRET = 'a-test-secret-of-enough-length';
let t: TestApp;
let demo: { token: string; id: number };
let cookie: string;
const outbox = testOutbox();

beforeAll(async () => {
  process.env.WEB_ORIGIN = 'http://localhost:3999';
  t = await createTestApp({ services: { mailer: outbox.mailer } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  process.env.BACKEND_URL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  process.env.NEXTAUTH_SECRET = SECRET;
  // Over HTTP, as the web app signs in (app.inject is not available in the web project).
  const login = await fetch(`${process.env.BACKEND_URL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'Demo12345' }),
  });
  const signedIn = (await login.json()) as { token: string; user: number };
  demo = { token: signedIn.token, id: signedIn.user };
  cookie = await sessionCookie(demo.token);
  // PGlite start-up, migrations and the seed take long on a busy machine.
}, 180_000);
afterAll(async () => {
  delete process.env.BACKEND_URL;
  await t.close();
  outbox.remove();
});

async function sessionCookie(backendToken: string) {
  const token = await encode({ token: { memberId: demo.id, backendToken, remember: true }, secret: SECRET });
  return `next-auth.session-token=${token}`;
}

console.info(`bad-input suite (BFF): FC_SEED=${FC_SEED}`);

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    nosniff: response.headers.get('x-content-type-options') === 'nosniff',
    text: await response.text(),
  };
}

async function expectSound(response: Response, what: string) {
  const answer = await answerOf(response);
  const problem = problemWith(answer) ?? (/^application\/json/.test(answer.contentType) && !answer.nosniff ? 'JSON answer without nosniff' : null);
  if (problem) throw new Error(`${what}: ${problem}`);
}

async function expectUnchangedWhenRefused(before: Record<string, string>, status: number, what: string) {
  if (status < 400) return;
  await t.app.settled();
  const after = await fingerprint(t.db);
  for (const table of Object.keys(before)) {
    if (before[table] !== after[table]) throw new Error(`${what}: refused with ${status} but ${table} changed`);
  }
}

let cases = 0;

describe('BFF: every POST endpoint, generated malformed bodies', () => {
  it.each(POST_ENDPOINTS)('%s', async (path, endpoint) => {
    await fc.assert(
      fc.asyncProperty(badBodies(endpoint, demo.id), fc.boolean(), fc.constantFrom('th', 'en', 'th-TH,th;q=0.9'), async (body, signedIn, language) => {
        cases += 1;
        let session = signedIn ? cookie : undefined;
        if (signedIn && ENDS_SESSION.has(path)) session = await sessionCookie(await t.app.repositories.sessions.create(demo.id));
        await t.app.settled(); // what an accepted case left to run after its answer ends first
        const before = await fingerprint(t.db);
        const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', 'accept-language': language };
        if (body.contentType) headers['content-type'] = body.contentType;
        if (session) headers.cookie = session;
        const request = new NextRequest(`http://localhost:3000/api/v1/${path}`, { method: 'POST', body: body.payload, headers });
        const response = await proxy(request, path.split('/'));
        const what = `BFF POST ${path} (${body.label}) ${body.payload.slice(0, 200)}`;
        await expectSound(response, what);
        await expectUnchangedWhenRefused(before, response.status, what);
        if (!endpoint.browser) expect(response.status).toBe(404);
        if (!prototypeIsClean()) throw new Error(`${what}: Object.prototype polluted`);
      }),
      fcOptions(path === 'auth/password' ? 8 : endpoint.browser ? 16 : 5),
    );
    if (path === 'auth/password') {
      demo = { ...demo, token: await t.app.repositories.sessions.create(demo.id) };
      cookie = await sessionCookie(demo.token);
    }
  });

  it.each(GET_ENDPOINTS)('%s with generated query strings', async (path, endpoint) => {
    await fc.assert(
      fc.asyncProperty(badQueries(endpoint), async (query) => {
        cases += 1;
        const response = await proxy(new NextRequest(`http://localhost:3000/api/v1/${path}?${query}`), path.split('/'));
        await expectSound(response, `BFF GET ${path}?${query.slice(0, 200)}`);
      }),
      fcOptions(40),
    );
  });
});

describe('BFF: control characters in every text field of a well-formed body', () => {
  const withText = POST_ENDPOINTS.filter(([, endpoint]) => endpoint.browser && textFieldsOf(endpoint.request).length > 0);
  it.each(withText)('%s', async (path, endpoint) => {
    for (const field of textFieldsOf(endpoint.request)) {
      for (const text of CONTROL_TEXTS) {
        cases += 1;
        const session = ENDS_SESSION.has(path) ? await sessionCookie(await t.app.repositories.sessions.create(demo.id)) : cookie;
        await t.app.settled(); // what an accepted case left to run after its answer ends first
        const before = await fingerprint(t.db);
        const request = new NextRequest(`http://localhost:3000/api/v1/${path}`, {
          method: 'POST',
          body: JSON.stringify({ ...wellFormedBody(endpoint, demo.id), [field]: text }),
          // An address of its own, so the endpoints' rate limits do not answer first.
          headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', cookie: session, 'x-forwarded-for': `198.51.100.${cases % 250}` },
        });
        const response = await proxy(request, path.split('/'));
        const what = `BFF POST ${path} ${field}=${JSON.stringify(text)}`;
        const code = response.status === 400 ? ((await response.clone().json()) as { error: { code: string } }).error.code : undefined;
        await expectSound(response, what);
        const expected = controlTextAnswer(path, field);
        if (expected) expect({ what, status: response.status, code }).toEqual({ what, ...expected });
        await expectUnchangedWhenRefused(before, response.status, what);
      }
    }
  });
});

describe('BFF: size, method and path tricks', () => {
  it.each(POST_ENDPOINTS.filter(([, endpoint]) => endpoint.browser))('%s refuses a body beyond its limit with a JSON 413', async (path, endpoint) => {
    cases += 1;
    const limit = endpoint.maxBodyBytes ?? MAX_BODY_BYTES;
    await t.app.settled();
    const before = await fingerprint(t.db);
    const body = JSON.stringify({ image: 'A'.repeat(limit), language: 'en' });
    const request = new NextRequest(`http://localhost:3000/api/v1/${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie },
    });
    const response = await proxy(request, path.split('/'));
    expect(response.status).toBe(413);
    await expectSound(response, `oversized ${path}`);
    expect(await fingerprint(t.db)).toEqual(before);
  });

  it('answers a JSON 404 for paths outside the allow-list, however they are spelled', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constantFrom(...PATH_TRICKS), fc.constantFrom('auth', 'login', 'e2e', 'media', 'health', 'api', 'v1', 'AUTH', 'channel ')), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.constantFrom('GET', 'POST'),
        async (segments, method) => {
          cases += 1;
          // Segments as the router hands them over: already decoded.
          const decoded = segments.map((segment) => {
            try {
              return decodeURIComponent(segment);
            } catch {
              return segment;
            }
          });
          if (decoded.join('/') in endpoints) return;
          const request = new NextRequest(`http://localhost:3000/api/v1/${segments.join('/')}`, {
            method,
            ...(method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie } } : {}),
          });
          const response = await proxy(request, decoded);
          expect(response.status).toBe(404);
          await expectSound(response, `BFF ${method} ${decoded.join('/')}`);
        },
      ),
      fcOptions(150),
    );
  });

  it('refuses a wrong method on every endpoint with a JSON 405', async () => {
    for (const [path, endpoint] of ALL_ENDPOINTS.filter(([, e]) => e.browser)) {
      cases += 1;
      const method = endpoint.method === 'GET' ? 'POST' : 'GET';
      const response = await proxy(new NextRequest(`http://localhost:3000/api/v1/${path}`, { method }), path.split('/'));
      expect(response.status).toBe(405);
      await expectSound(response, `${method} ${path}`);
    }
  });
});

afterAll(() => {
  console.info(`bad-input suite (BFF): ${cases} generated cases, FC_SEED=${FC_SEED}`);
});
