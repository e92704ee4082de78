import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { backendURL } from '../playwright.config';

/** The suite's mail outbox (DATA_DIR .data/e2e of the started product). */
const OUTBOX = join(process.cwd(), '.data', 'e2e', 'outbox');

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The mails to an address so far, oldest first (no waiting). */
export function mailsTo(to: string): OutboxMail[] {
  let names: string[] = [];
  try {
    names = readdirSync(OUTBOX).sort();
  } catch {
    return [];
  }
  // Whole mails only (the mailer writes each under a hidden name, then renames it).
  return names
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(OUTBOX, name), 'utf8')) as OutboxMail)
    .filter((mail) => mail.to === to);
}

/** The newest mail to an address, waiting for it to arrive. */
export async function newestMail(to: string, after = 0): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(() => {
      let names: string[] = [];
      try {
        names = readdirSync(OUTBOX).sort();
      } catch {
        return false;
      }
      const mails = names
        // Only whole mails (the mailer writes each under a hidden name, then renames it).
        .filter((name) => name.endsWith('.json') && Number(name.split('-')[0]) >= after)
        .map((name) => JSON.parse(readFileSync(join(OUTBOX, name), 'utf8')) as OutboxMail)
        .filter((mail) => mail.to === to);
      found = mails.at(-1);
      return Boolean(found);
    })
    .toBe(true);
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}

export const otpIn = (mail: OutboxMail) => mail.text.match(/\b(\d{6})\b/)?.[1] ?? '';
export const resetLinkIn = (mail: OutboxMail) => mail.text.match(/https?:\/\/\S+\/resetpassword\?token=\S+/)?.[0] ?? '';

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A member created straight through the backend's registration (not the UI under test). */
export async function createMember(email: string, password: string, language: 'th' | 'en' = 'en') {
  const post = async (path: string, body: object) => {
    const response = await fetch(`${backendURL}/api/v1/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await response.json()) as Record<string, string>;
    if (!response.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
    return json;
  };
  const started = Date.now() - 1;
  const { attempt } = await post('auth/register/step/1', { firstname: 'Test', lastname: 'Member', email, password, language });
  const otp = otpIn(await newestMail(email, started));
  const { registration } = await post('auth/register/step/2', { email, otp, attempt });
  await post('auth/register/step/3', { email, registration, agreement: true });
}

/** A member's reset link, asked for straight through the backend (not the UI under test). */
export async function resetLinkFor(email: string, language: 'th' | 'en' = 'en') {
  const started = Date.now() - 1;
  const response = await fetch(`${backendURL}/api/v1/auth/password/forget`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, language }) });
  expect(response.ok).toBe(true);
  return resetLinkIn(await newestMail(email, started));
}

/** Revokes every backend session of a member (E2E-only backend route). */
export async function revokeSessions(email: string) {
  await fetch(`${backendURL}/e2e/revoke-sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
}

/** Sends a member `count` "channel is live" notifications (E2E-only backend route). */
export async function notify(email: string, count = 1) {
  await fetch(`${backendURL}/e2e/notify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, count }) });
}

export const loginButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(เข้าสู่ระบบ|Login)$/ });
