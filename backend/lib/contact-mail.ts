import type { Mailer } from './mailer';

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

/** Mails a contact message to the editors through the backend's one mailer (SMTP, or the outbox offline). */
export async function sendContactMail(mailer: Mailer, mail: ContactMail): Promise<void> {
  const to = process.env.CONTACT_MAIL_TO ?? 'contact@prd.example';
  await mailer.send({
    to,
    replyTo: mail.email,
    subject: `[Contact] ${mail.subject}`,
    text: `${mail.message}\n\n${mail.name} <${mail.email}>${mail.phone ? ` ${mail.phone}` : ''} (${mail.language}, ${mail.createdAt.toISOString()})`,
  });
}
