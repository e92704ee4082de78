import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../../lib/contract';
import { sendContactMail } from '../../../lib/contact-mail';
import { HttpError } from '../../../lib/http-error';
import { createRateLimiter } from '../../../lib/rate-limit';
import { clientIp, clientSubject } from '../../../plugins/members-services';
import { defineEndpoint } from '../../define-endpoint';

export const CONTACT_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const limiter = createRateLimiter(CONTACT_LIMIT);

  defineEndpoint(app, 'contact', async ({ body, request }) => {
    // Fastify's address: the forwarded one only as far as the proxies it trusts (app.ts), never a
    // first entry the browser wrote itself.
    const address = clientIp(request);
    if (!limiter.take(clientSubject(request))) {
      throw new HttpError(429, ErrorCode.rateLimited, 'Too many messages. Please try again in a few minutes.');
    }
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
