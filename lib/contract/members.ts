import { z } from 'zod';
import { LanguageSchema, MemberIdSchema, plainText, resultOf } from './common';
import { LoginResponseSchema, ProfileSchema } from './auth';

/**
 * Member account calls (seed section 7). Messages are keys of ValidationText;
 * the backend answers with the seed's English text, the web translates the key.
 */

/** Password rules of the seed, plus an upper bound well above 64 (paste allowed). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PasswordSchema = plainText()
  .min(PASSWORD_MIN, 'passwordMin')
  .max(PASSWORD_MAX, 'passwordMax')
  .regex(/(?=.*\d)(?=.*[a-z])(?=.*[A-Z])/, 'passwordPattern');

export const EmailSchema = z.string().trim().toLowerCase().min(1, 'emailRequired').max(254, 'emailRequired').pipe(z.email('emailRequired'));
export const OtpSchema = z.string().trim().regex(/^\d{6}$/, 'otpRequired');
export const PhoneSchema = z.string().trim().regex(/^\d{0,10}$/, 'phoneDigits');
/** Gender options: male, female; the tablet layout also offers other. */
export const GenderSchema = z.enum(['male', 'female', 'other']);
/** The longest first or last name (the forms' fields stop there too). */
export const NAME_MAX = 100;
export const NameSchema = (key: 'firstnameRequired' | 'lastnameRequired') => plainText({ trim: true }).min(1, key).max(NAME_MAX, key);

/**
 * Missing or malformed, the handle can only mean that this attempt cannot go on (a page still running the
 * script from before handles existed, say): the refusal says to start again, as an unknown handle does.
 */
const AttemptSchema = plainText({ error: 'registrationRestart' })
  .min(1, 'registrationRestart')
  .max(200, 'registrationRestart')
  .describe('The handle step 1 answered with (attempt)');

/** POST /api/v1/auth/register/step/1 — answers 200 and mails a six-digit OTP. */
export const RegisterStep1RequestSchema = z.object({
  firstname: NameSchema('firstnameRequired'),
  lastname: NameSchema('lastnameRequired'),
  email: EmailSchema,
  password: PasswordSchema,
  language: LanguageSchema.default('th'),
  // Malformed, it is refused as at step 2 (only a page that altered it sends one): start again.
  attempt: AttemptSchema.optional().describe(
      "The handle an earlier step 1 answered with, from a browser gone back to correct the details: while that attempt's code is valid (not verified, not locked) and the e-mail is the same, its name and password are amended and no new code is mailed",
    ),
});
/**
 * Besides the seed's answer, a handle for this attempt: step 2 and a resend must send it back. Someone
 * else repeating step 1 for the same address starts an attempt of their own, which leaves this one as
 * it is, and never gets the code mailed to the address.
 */
export const RegisterStep1ResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  attempt: z.string().describe('Handle of this registration attempt: send it back with step 2 and with a resend'),
  amended: z.boolean().describe("True when the request's attempt was amended: no new code was mailed, the one sent before stays valid"),
});
export type RegisterStep1Response = z.infer<typeof RegisterStep1ResponseSchema>;
/** POST /api/v1/auth/register/step/2 — 'OTP verified.' plus a registration key that step 3 needs. */
export const RegisterStep2RequestSchema = z.object({ email: EmailSchema, otp: OtpSchema, attempt: AttemptSchema });
export const OTP_VERIFIED = 'OTP verified.';
export const RegisterStep2ResponseSchema = z.object({ message: z.literal(OTP_VERIFIED), registration: z.string() });

/** POST /api/v1/auth/register/resend — a new OTP for a pending registration (60 s cooldown, 5 an hour). */
export const RegisterResendRequestSchema = z.object({ email: EmailSchema, attempt: AttemptSchema });
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
/** How long a mailed registration code is valid. */
export const OTP_TTL_MINUTES = 10;

/** POST /api/v1/auth/register/step/3 — completes the account; the web app then signs in. */
export const RegisterStep3RequestSchema = z.object({
  email: EmailSchema,
  registration: plainText().min(1, 'invalidRequest').max(200, 'invalidRequest'),
  phone: PhoneSchema.default(''),
  gender: GenderSchema.optional(),
  agreement: z.literal(true, 'agreementRequired'),
});

/** POST /api/v1/auth/password/forget — always the same answer (no account enumeration). */
export const ForgetPasswordRequestSchema = z.object({ email: EmailSchema, language: LanguageSchema.default('th') });
/** POST /api/v1/auth/password/reset — sets a new password with a mailed, single-use, 30-minute link. */
const ResetTokenSchema = plainText().min(1, 'invalidRequest').max(200, 'invalidRequest');
export const ResetPasswordRequestSchema = z.object({ token: ResetTokenSchema, password: PasswordSchema });
/**
 * POST /api/v1/auth/password/reset/check — whether a reset link can still be used (unknown, used and
 * expired alike: false), so the reset page shows a dead link as such before a new password is typed.
 * Server to server: the reset page asks it as it renders, with the visitor's address.
 */
export const ResetCheckRequestSchema = z.object({ token: ResetTokenSchema });
export const ResetCheckResponseSchema = z.object({ valid: z.boolean() });
export const RESET_LINK_MINUTES = 30;

/** POST /api/v1/auth/password (jwt-token) — change, with the current password. */
export const ChangePasswordRequestSchema = z.object({
  id: MemberIdSchema,
  // Only compared with the hash, as at sign-in.
  current: z.string().min(1, 'passwordRequired').max(PASSWORD_MAX, 'passwordMax'),
  password: PasswordSchema,
});

/** Profile as the profile page edits it: the seed's fields plus phone and gender. */
export const MemberProfileSchema = ProfileSchema.extend({
  phone: z.string(),
  gender: GenderSchema.nullable(),
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

/** POST /api/v1/auth/account — the seed's profile fields, plus phone and gender for the profile page. */
export const AccountProfileResponseSchema = resultOf(MemberProfileSchema);

/** POST /api/v1/auth/account/update (jwt-token) */
export const AccountUpdateRequestSchema = z.object({
  id: MemberIdSchema,
  firstname: NameSchema('firstnameRequired'),
  lastname: NameSchema('lastnameRequired'),
  username: z.string().trim().regex(/^[a-zA-Z0-9._-]{3,32}$/, 'usernameInvalid'),
  phone: PhoneSchema.default(''),
  gender: GenderSchema.nullable().default(null),
});
export const AccountUpdateResponseSchema = resultOf(MemberProfileSchema);

/** POST /api/v1/auth/account/upload (jwt-token) — avatar as a data URL; images only, re-encoded. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AccountUploadRequestSchema = z.object({
  id: MemberIdSchema,
  image: z
    .string()
    .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64, 'avatarTooLarge')
    .regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=]+$/, 'avatarType'),
});
/** Body limit of the upload endpoint (BFF and backend): the data URL of the largest image plus the JSON around it. */
export const AVATAR_UPLOAD_BODY_BYTES = Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 4096;
export const AccountUploadResponseSchema = resultOf(MemberProfileSchema);

/** POST /api/v1/auth/language/change (jwt-token) — seed payload: language, member. */
export const LanguageChangeRequestSchema = z.object({ member: MemberIdSchema, language: LanguageSchema });

/**
 * POST /api/v1/auth/social — server to server only (never through the BFF): the
 * web app calls it after Google/Facebook confirmed the person. Returns a login.
 */
export const SocialLoginRequestSchema = z.object({
  userid: plainText().min(1).max(200),
  name: plainText().max(200).default(''),
  email: EmailSchema,
  social: z.enum(['google', 'facebook']),
  verified: z
    .boolean()
    .default(false)
    .describe("The provider vouches that the address is this person's (Google's email_verified): only then may a first sign-in join the account that already has the address"),
});
export const SOCIAL_EMAIL_IN_USE = 'This e-mail already has an account. Please sign in with your e-mail and password.';
export const SocialLoginResponseSchema = LoginResponseSchema;
