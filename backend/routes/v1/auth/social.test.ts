import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  process.env.BACKEND_INTERNAL_KEY = 'test-internal-key-0123456789';
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  delete process.env.BACKEND_INTERNAL_KEY;
});

const social = (payload: object, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/social', payload, headers: key ? { 'x-internal-key': key } : {} });
const google = { userid: 'g-123', name: 'Malee Suksan', email: 'malee@gmail.example', social: 'google' };

describe('POST /api/v1/auth/social', () => {
  it('refuses calls without the internal key', async () => {
    expect((await social(google)).statusCode).toBe(403);
    expect((await social(google, 'wrong')).statusCode).toBe(403);
  });

  it('creates a member on first sign-in and finds the same one afterwards', async () => {
    const first = await social(google, 'test-internal-key-0123456789');
    expect(first.statusCode).toBe(200);
    const body = first.json<{ token: string; user: number; role: string }>();
    expect(body.role).toBe('member');
    const account = await t.app.inject({ method: 'POST', url: '/api/v1/auth/account', payload: { id: body.user }, headers: { 'jwt-token': body.token } });
    expect(account.json().result).toMatchObject({ firstname: 'Malee', lastname: 'Suksan', email: 'malee@gmail.example' });
    const second = await social({ ...google, name: 'Other' }, 'test-internal-key-0123456789');
    expect(second.json().user).toBe(body.user);
    expect(second.json().token).not.toBe(body.token);
  });

  it('links a provider identity to the member with that e-mail', async () => {
    const response = await social({ userid: 'fb-9', name: 'Demo', email: 'demo@prd.example', social: 'facebook' }, 'test-internal-key-0123456789');
    const demo = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'demo', password: 'Demo12345' } });
    expect(response.json().user).toBe(demo.json().user);
  });

  it('answers 400 for a bad payload', async () => {
    const response = await social({ userid: 'x', email: 'bad', social: 'myspace' }, 'test-internal-key-0123456789');
    expect(response.statusCode).toBe(400);
  });
});
