import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { pendingSignOuts } from '@/lib/auth/pending-sign-outs';
import { AVATAR_UPLOAD_BODY_BYTES } from '@/lib/contract';
import { proxy } from './proxy';

const SECRET = 'a-test-secret-of-enough-length';

function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

async function sessionCookie(memberId: number) {
  const token = await encode({ token: { memberId, backendToken: 'backend-token-of-member' }, secret: SECRET });
  return `next-auth.session-token=${token}`;
}

const post = (path: string, body: string, cookie: string) =>
  new NextRequest(`http://localhost:3000/api/v1/${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie },
  });

describe('BFF member fields and body limits', () => {
  let backend: { server: Server; url: string };
  const seen: { url?: string; body?: string; token?: string }[] = [];
  beforeAll(async () => {
    backend = await listen((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ url: req.url, body, token: String(req.headers['jwt-token']) });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"message":"ok"}');
      });
    });
    process.env.BACKEND_URL = backend.url;
    process.env.NEXTAUTH_SECRET = SECRET;
  });
  afterAll(() => {
    backend.server.close();
    delete process.env.BACKEND_URL;
  });
  beforeEach(() => seen.splice(0));

  it('sets `member` from the session for notification, history and favourite calls, whatever the browser sent', async () => {
    const cookie = await sessionCookie(7);
    for (const path of ['notification/read', 'history/delete/all', 'favorite/add', 'auth/language/change']) {
      const response = await proxy(post(path, JSON.stringify({ id: 3, member: 999 }), cookie), path.split('/'));
      expect(response.status).toBe(200);
    }
    expect(seen.map((s) => JSON.parse(s.body ?? '{}').member)).toEqual([7, 7, 7, 7]);
    expect(seen.every((s) => s.token === 'backend-token-of-member')).toBe(true);
    // `id` stays what the browser sent: here it names the notification, not the member.
    expect(JSON.parse(seen[0]?.body ?? '{}').id).toBe(3);
  });

  it('a sign-out the backend has not taken yet (it was down) ends the session here: 401, nothing sent to the backend', async () => {
    const cookie = await sessionCookie(7);
    await pendingSignOuts().add({ memberId: 7, token: 'backend-token-of-member', until: Date.now() + 60_000 });
    try {
      const response = await proxy(post('favorite/add', JSON.stringify({ id: 3 }), cookie), ['favorite', 'add']);
      expect(response.status).toBe(401);
      expect(seen).toEqual([]);
    } finally {
      await pendingSignOuts().remove('backend-token-of-member');
    }
    expect((await proxy(post('favorite/add', JSON.stringify({ id: 3 }), cookie), ['favorite', 'add'])).status).toBe(200);
  });

  it('sets `id` from the session for the account calls', async () => {
    const cookie = await sessionCookie(7);
    await proxy(post('auth/account/update', JSON.stringify({ id: 999, firstname: 'A' }), cookie), ['auth', 'account', 'update']);
    expect(JSON.parse(seen[0]?.body ?? '{}').id).toBe(7);
  });

  it('allows the larger body only on the avatar upload', async () => {
    const cookie = await sessionCookie(7);
    const image = JSON.stringify({ image: 'x'.repeat(500_000) });
    expect((await proxy(post('auth/account/upload', image, cookie), ['auth', 'account', 'upload'])).status).toBe(200);
    expect((await proxy(post('auth/account/update', image, cookie), ['auth', 'account', 'update'])).status).toBe(413);
    const huge = JSON.stringify({ image: 'x'.repeat(AVATAR_UPLOAD_BODY_BYTES) });
    expect((await proxy(post('auth/account/upload', huge, cookie), ['auth', 'account', 'upload'])).status).toBe(413);
  });

  it('refuses cross-site member POSTs', async () => {
    const request = new NextRequest('http://localhost:3000/api/v1/notification/delete/all', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', cookie: await sessionCookie(7) },
    });
    expect((await proxy(request, ['notification', 'delete', 'all'])).status).toBe(403);
    expect(seen).toHaveLength(0);
  });
  it('reads the session from the one cookie name the site writes: the secure one on an https site', async () => {
    const token = await encode({ token: { memberId: 7, backendToken: 'backend-token-of-member' }, secret: SECRET });
    const call = (cookie: string) => proxy(post('favorite/add', JSON.stringify({ id: 3 }), cookie), ['favorite', 'add']);
    process.env.PUBLIC_ORIGIN = 'https://tv.example.go.th';
    try {
      // Behind an https proxy without NEXTAUTH_URL, next-auth's own reader looked for the plain name only.
      expect((await call(`__Secure-next-auth.session-token=${token}`)).status).toBe(200);
      // A plain-named cookie on an https site is one that plain http or a sibling subdomain could plant.
      expect((await call(`next-auth.session-token=${token}`)).status).toBe(401);
    } finally {
      delete process.env.PUBLIC_ORIGIN;
    }
    expect((await call(`next-auth.session-token=${token}`)).status).toBe(200);
    expect((await call(`__Secure-next-auth.session-token=${token}`)).status).toBe(401);
  });
});
