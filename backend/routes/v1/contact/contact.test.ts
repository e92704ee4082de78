import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { ContactResponseSchema, ValidationText } from '../../../../lib/contract';
import { testRedisReachable, testRedisUrl } from '../../../../lib/testing/redis';
import { buildApp } from '../../../app';
import { contactMessages } from '../../../db/schema';
import { outboxMailer } from '../../../lib/mailer';
import { createRateLimiter, memoryStore, redisStore, type RateLimiter } from '../../../lib/rate-limiter';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
const dataDir = mkdtempSync(path.join(tmpdir(), 'contact-'));
beforeAll(async () => {
  t = await createTestApp({ services: { mailer: outboxMailer(path.join(dataDir, 'outbox')) } });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const valid = { name: 'Somchai', email: 'somchai@example.com', subject: 'สอบถาม', message: 'ขอสอบถามผังรายการช่วงเย็นครับ', language: 'th' };
const send = (payload: object, ip = '203.0.113.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/contact', payload, headers: { 'x-forwarded-for': ip } });

describe('POST /api/v1/contact', () => {
  it('stores the message and writes it to the outbox', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(200);
    const { id } = ContactResponseSchema.parse(response.json());
    const [row] = await t.db.select().from(contactMessages).where(sql`${contactMessages.id} = ${id}`);
    expect(row).toMatchObject({ name: 'Somchai', email: 'somchai@example.com', clientAddress: '203.0.113.1', phone: null });
    // Mailed through the backend's mailer (the outbox here); exactly one mail names this message.
    const files = readdirSync(path.join(dataDir, 'outbox')).filter((f) => readFileSync(path.join(dataDir, 'outbox', f), 'utf8').includes(valid.message));
    expect(files).toHaveLength(1);
    const mail = JSON.parse(readFileSync(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8')) as { replyTo: string; subject: string };
    expect(mail).toMatchObject({ replyTo: 'somchai@example.com', subject: '[Contact] สอบถาม' });
  });

  it('answers bad input with the field message and 400', async () => {
    const cases: [object, string][] = [
      [{ ...valid, name: '' }, ValidationText.contactNameRequired],
      [{ ...valid, email: 'nope' }, ValidationText.emailRequired],
      [{ ...valid, message: 'short' }, ValidationText.contactMessageLength],
      [{ ...valid, phone: '08x' }, ValidationText.phoneDigits],
      [{ ...valid, subject: undefined }, ValidationText.contactSubjectRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await send(payload, '203.0.113.2');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'validation_error', message } });
    }
  });

  it('limits each address to 5 messages per 10 minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await send(valid, '198.51.100.7')).statusCode).toBe(200);
    const limited = await send(valid, '198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await send(valid, '198.51.100.8')).statusCode).toBe(200);
  });

  it('counts a sender by the address the trusted proxy saw, whatever the browser put before it', async () => {
    // The web server appends the socket's address (scripts/web/forwarded-for.mjs); the entries to its
    // left are the browser's own words, new on every request here.
    for (let i = 0; i < 5; i++) expect((await send(valid, `10.9.9.${i}, 192.0.2.44`)).statusCode).toBe(200);
    expect((await send(valid, '10.9.9.99, 192.0.2.44')).statusCode).toBe(429);
    const [row] = await t.db.select().from(contactMessages).where(sql`${contactMessages.clientAddress} = '10.9.9.0'`);
    expect(row).toBeUndefined();
  });
});

/**
 * Two backends behind one load balancer: the 5 messages per 10 minutes hold for the address across
 * both, as the counters live in the limiter's shared store (Redis with REDIS_URL), not in a process.
 */
describe('POST /api/v1/contact on two backends', () => {
  const mailer = outboxMailer(path.join(dataDir, 'outbox-shared'));
  const twoBackends = (limiters: [RateLimiter, RateLimiter]) => limiters.map((limiter) => buildApp({ db: t.db, services: { mailer, limiter } })) as [FastifyInstance, FastifyInstance];
  const sendTo = (app: FastifyInstance, ip: string) => app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid, headers: { 'x-forwarded-for': ip } });

  async function expectSharedLimit([a, b]: [FastifyInstance, FastifyInstance], ip: string) {
    for (let i = 0; i < 5; i++) expect((await sendTo(i % 2 === 0 ? a : b, ip)).statusCode).toBe(200);
    for (const app of [a, b]) {
      const limited = await sendTo(app, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many messages. Please try again in a few minutes.' } });
    }
    // Another address is counted apart, on either backend.
    expect((await sendTo(b, `${ip.slice(0, -1)}9`)).statusCode).toBe(200);
  }

  it('counts an address once across both when they share a limiter store', async () => {
    const store = createRateLimiter(memoryStore());
    const apps = twoBackends([store, store]);
    try {
      await expectSharedLimit(apps, '198.51.100.21');
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await store.close();
    }
  });

  // Each backend with its own Redis connection, as two processes would have.
  (testRedisReachable ? it : it.skip)('counts an address once across both through Redis', async () => {
    const prefix = `test-contact-${process.pid}-${randomBytes(4).toString('hex')}:`;
    const limiters: [RateLimiter, RateLimiter] = [createRateLimiter(redisStore(new Redis(testRedisUrl), prefix)), createRateLimiter(redisStore(new Redis(testRedisUrl), prefix))];
    const apps = twoBackends(limiters);
    try {
      await expectSharedLimit(apps, '198.51.100.31');
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      const raw = new Redis(testRedisUrl);
      const keys = await raw.keys(`${prefix}*`);
      if (keys.length > 0) await raw.del(...keys);
      await raw.quit();
      await Promise.all(limiters.map((limiter) => limiter.close()));
    }
  });
});
