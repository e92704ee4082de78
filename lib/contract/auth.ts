import { z } from 'zod';
import { LanguageSchema, MemberIdSchema, plainText, resultOf } from './common';

/** One device token as the backend makes them (32 random bytes, base64url). */
const DEVICE_TOKEN = '[\\w-]{16,128}';
/** At most this many members' device tokens are kept by one browser (a family's shared computer). */
export const MAX_DEVICE_TOKENS = 5;
/**
 * A browser's device tokens: one per member who signed in with it, the most recent first, joined by
 * dots; anything else is refused.
 */
export const DeviceTokensSchema = z
  .string()
  .regex(new RegExp(`^${DEVICE_TOKEN}(?:\\.${DEVICE_TOKEN}){0,${MAX_DEVICE_TOKENS - 1}}$`), 'invalidRequest');

/** POST /api/v1/auth/login */
export const LoginRequestSchema = z.object({
  username: plainText({ trim: true }).min(1, 'usernameRequired').max(254, 'invalidRequest'),
  // Only compared with a hash, never stored: any character a member once chose still signs in.
  password: z.string().min(1, 'passwordRequired').max(256, 'invalidRequest'),
  /** "Remember password": a 30-day session; otherwise the backend token lives 12 hours at most. */
  remember: z.boolean().optional(),
  /**
   * The device tokens earlier sign-ins with the right password gave this browser (DeviceTokensSchema;
   * kept by the web app in an httpOnly cookie): failures from the browser, shown the member's own token,
   * count against that token alone, not against the account.
   */
  device: DeviceTokensSchema.optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const RoleSchema = z.enum(['member', 'admin']);
export const LoginResponseSchema = z.object({
  token: z.string(),
  role: RoleSchema,
  /** The member's id (seed name). */
  user: z.number().int(),
  message: z.string(),
  /** The member's device token for this browser: the request's that is theirs, or a new one (see LoginRequestSchema.device). */
  device: z.string().optional(),
  /**
   * The browser's device tokens from now on (DeviceTokensSchema): the member's first, then those of the
   * request's that still belong to other members (one forgotten by the backend is dropped). An answer that
   * is not such a list counts as none (the browser keeps what it had), never as a failed sign-in.
   */
  devices: DeviceTokensSchema.optional().catch(undefined),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Member profile (seed fields). */
export const ProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  language: LanguageSchema,
  thumbnail: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Body of the member calls that name the member: the BFF fills `id` from the session. */
export const MemberRequestSchema = z.object({ id: MemberIdSchema });

/** POST /api/v1/auth/account (jwt-token header) — the profile. */
export const AccountRequestSchema = MemberRequestSchema;
export const AccountResponseSchema = resultOf(ProfileSchema);

/** POST /api/v1/auth/session (jwt-token header) — 200 while the token is valid, 401 otherwise. */
export const SessionRequestSchema = MemberRequestSchema;
export const SessionResponseSchema = z.object({ message: z.string(), user: z.number().int() });

/** POST /api/v1/auth/logout (jwt-token header) — revokes the token. */
export const LogoutRequestSchema = MemberRequestSchema;
export const MessageResponseSchema = z.object({ message: z.string() });
