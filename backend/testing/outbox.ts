import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outboxMailer, type Mailer } from '../lib/mailer';

/** A real outbox folder in a temporary directory, read back the way the e2e suite reads `.data/outbox`. */
export function testOutbox(): { mailer: Mailer; dir: string; latestTo(email: string): { subject: string; text: string } | undefined; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  return {
    dir,
    mailer: outboxMailer(dir),
    latestTo(email) {
      const mails = readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as { to: string; subject: string; text: string })
        .filter((mail) => mail.to === email);
      return mails.at(-1);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export function otpOf(mail: { text: string } | undefined): string {
  const match = mail?.text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error('no OTP in the mail');
  return match[1];
}
