import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTransport } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Where answers go (the contact form's sender). */
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const FROM = process.env.MAIL_FROM || 'PRD Media <no-reply@prd.example>';

/**
 * Writes one JSON file per mail into `dir` (tests and the offline default read them). Each is written
 * under a hidden name and then renamed, so a reader never finds half a mail (the e2e suite's reader
 * once parsed a file the mailer was still writing).
 */
export function outboxMailer(dir: string, log?: (message: string) => void): Mailer {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const name = `${Date.now()}-${randomBytes(4).toString('hex')}.json`;
      const partial = join(dir, `.${name}.partial`);
      await writeFile(partial, JSON.stringify({ from: FROM, ...mail, date: new Date().toISOString() }, null, 2), { mode: 0o600 });
      await rename(partial, join(dir, name));
      log?.(`mail to the outbox: ${join(dir, name)}`);
    },
  };
}

export function smtpMailer(url: string): Mailer {
  const transport = createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from: FROM, ...mail });
    },
  };
}

/** SMTP when SMTP_URL is set, else `$DATA_DIR/outbox/`. */
export function mailerFromEnv(log?: (message: string) => void): Mailer {
  if (process.env.SMTP_URL) return smtpMailer(process.env.SMTP_URL);
  return outboxMailer(join(resolve(process.env.DATA_DIR || '.data'), 'outbox'), log);
}
