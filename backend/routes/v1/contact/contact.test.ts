import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ContactResponseSchema, ValidationText } from '../../../../lib/contract';
import { contactMessages } from '../../../db/schema';
import { outboxMailer } from '../../../lib/mailer';
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
