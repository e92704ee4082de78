import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultDataDir } from '../db/client';

export interface ContactMail {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  language: string;
  createdAt: Date;
}

/**
 * Mails a contact message to the editors. For now it is written to the outbox
 * folder (`$DATA_DIR/outbox/`), as the architecture's offline mail does; the
 * members feature's SMTP mailer replaces the body of this one function.
 */
export async function sendContactMail(mail: ContactMail): Promise<void> {
  // defaultDataDir() is <DATA_DIR>/pglite; the outbox sits beside it.
  const outbox = path.join(path.dirname(defaultDataDir()), 'outbox');
  await mkdir(outbox, { recursive: true });
  const file = path.join(outbox, `${mail.createdAt.toISOString().replace(/[:.]/g, '-')}-contact-${mail.id}.json`);
  const to = process.env.CONTACT_MAIL_TO ?? 'contact@prd.example';
  await writeFile(
    file,
    JSON.stringify({ to, replyTo: mail.email, subject: `[Contact] ${mail.subject}`, text: `${mail.message}\n\n${mail.name} <${mail.email}>${mail.phone ? ` ${mail.phone}` : ''} (${mail.language})` }, null, 2),
  );
}
