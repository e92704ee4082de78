import { z } from 'zod';
import { LanguageSchema, plainText } from './common';

/** The longest name and subject of a contact message (the form's fields stop there too). */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 150;

/** POST /api/v1/contact — the contact form: stored, mailed to the editors, rate limited per address. */
export const ContactRequestSchema = z.object({
  name: plainText({ trim: true }).min(1, 'contactNameRequired').max(CONTACT_NAME_MAX, 'contactNameRequired'),
  email: z.string().trim().email('emailRequired').max(254, 'emailRequired'),
  phone: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, 'phoneDigits')
    .optional()
    .or(z.literal('')),
  subject: plainText({ trim: true }).min(1, 'contactSubjectRequired').max(CONTACT_SUBJECT_MAX, 'contactSubjectRequired'),
  message: plainText({ lines: true, trim: true }).min(10, 'contactMessageLength').max(3000, 'contactMessageLength'),
  language: LanguageSchema.default('th'),
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;
export const ContactResponseSchema = z.object({ message: z.string(), id: z.number().int() });
