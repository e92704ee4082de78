import type { FastifyInstance } from 'fastify';
import { sendContactMail } from '../../../lib/contact-mail';
import { clientIp, clientSubject, Limits } from '../../../plugins/members-services';
import { defineEndpoint } from '../../define-endpoint';

const tooManyMessages = () => 'Too many messages. Please try again in a few minutes.';

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  defineEndpoint(app, 'contact', async ({ body, request }) => {
    // Fastify's address: the forwarded one only as far as the proxies it trusts (app.ts), never a
    // first entry the browser wrote itself.
    const address = clientIp(request);
    // 5 per 10 minutes per address (or IPv6 /64), counted in the shared limiter: in Redis with
    // REDIS_URL, so several backends share one count, else in this process.
    await app.consumeLimit(Limits.contactIp, clientSubject(request), tooManyMessages);
    const message = {
      name: body.name,
      email: body.email,
      phone: body.phone ? body.phone : null,
      subject: body.subject,
      message: body.message,
      language: body.language,
    };
    const saved = await app.repositories.contact.save({ ...message, clientAddress: address });
    try {
      await sendContactMail(app.mailer, { ...message, id: saved.id, createdAt: saved.createdAt });
    } catch (error) {
      // The message is stored; the editors can still read it if mailing fails.
      request.log.error({ err: error }, 'contact mail failed');
    }
    return { message: 'Thank you. Your message has been sent.', id: saved.id };
  });
}
