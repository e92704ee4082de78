import type { z } from 'zod';
import {
  AccountRequestSchema,
  AccountResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutRequestSchema,
  MessageResponseSchema,
  SessionRequestSchema,
  SessionResponseSchema,
} from './auth';
import {
  CategoryListRequestSchema,
  CategoryListResponseSchema,
  ChannelListRequestSchema,
  ChannelListResponseSchema,
  HomeStatQuerySchema,
  HomeStatResponseSchema,
  MenuSlideQuerySchema,
  MenuSlideResponseSchema,
} from './catalogue';
import {
  ForgetPasswordRequestSchema,
  RegisterResendRequestSchema,
  RegisterStep1RequestSchema,
  RegisterStep1ResponseSchema,
  RegisterStep2RequestSchema,
  RegisterStep2ResponseSchema,
  RegisterStep3RequestSchema,
  ResetPasswordRequestSchema,
  SocialLoginRequestSchema,
  SocialLoginResponseSchema,
} from './members';

/**
 * Every /api/v1 endpoint of the contract, keyed by its path below /api/v1.
 * The backend registers these routes, the BFF forwards exactly these
 * (anything else is 404), and the OpenAPI document is generated from them.
 *
 * - `member`: needs a signed-in member; the BFF adds the jwt-token header and
 *   sets the body's `id` from the session.
 * - `browser`: reachable through the BFF from the browser. Login is not: it
 *   goes through next-auth, which keeps the token out of JavaScript's reach.
 */
export interface Endpoint {
  method: 'GET' | 'POST';
  summary: string;
  request?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  member: boolean;
  browser: boolean;
}

export const endpoints = {
  category: {
    method: 'POST',
    summary: 'Category list of a type (vod for the side menu)',
    request: CategoryListRequestSchema,
    response: CategoryListResponseSchema,
    member: false,
    browser: true,
  },
  channel: {
    method: 'POST',
    summary: 'Live channel list',
    request: ChannelListRequestSchema,
    response: ChannelListResponseSchema,
    member: false,
    browser: true,
  },
  'menu/slide': {
    method: 'GET',
    summary: 'Side navigation: video categories and live channels',
    query: MenuSlideQuerySchema,
    response: MenuSlideResponseSchema,
    member: false,
    browser: true,
  },
  'home/stat': {
    method: 'GET',
    summary: 'Visit counter (counts one visit per call; ?count=0 only reads it)',
    query: HomeStatQuerySchema,
    response: HomeStatResponseSchema,
    member: false,
    browser: true,
  },
  'auth/login': {
    method: 'POST',
    summary: 'Sign in with e-mail or username and password',
    request: LoginRequestSchema,
    response: LoginResponseSchema,
    member: false,
    browser: false,
  },
  'auth/account': {
    method: 'POST',
    summary: "The member's profile",
    request: AccountRequestSchema,
    response: AccountResponseSchema,
    member: true,
    browser: true,
  },
  'auth/session': {
    method: 'POST',
    summary: 'Session check: 401 means the member is signed out',
    request: SessionRequestSchema,
    response: SessionResponseSchema,
    member: true,
    browser: true,
  },
  'auth/logout': {
    method: 'POST',
    summary: 'Sign out: revokes the token',
    request: LogoutRequestSchema,
    response: MessageResponseSchema,
    member: true,
    browser: false,
  },
  'auth/register/step/1': {
    method: 'POST',
    summary: 'Registration step 1: firstname, lastname, email, password; mails a six-digit OTP (429 when sent too often)',
    request: RegisterStep1RequestSchema,
    response: RegisterStep1ResponseSchema,
    member: false,
    browser: true,
  },
  'auth/register/step/2': {
    method: 'POST',
    summary: "Registration step 2: the e-mailed OTP; answers 'OTP verified.' and a registration key (5 wrong tries lock it)",
    request: RegisterStep2RequestSchema,
    response: RegisterStep2ResponseSchema,
    member: false,
    browser: true,
  },
  'auth/register/resend': {
    method: 'POST',
    summary: 'Registration: mails a new OTP (60 s apart, at most 5 an hour)',
    request: RegisterResendRequestSchema,
    response: MessageResponseSchema,
    member: false,
    browser: true,
  },
  'auth/register/step/3': {
    method: 'POST',
    summary: 'Registration step 3: optional phone and gender, terms agreement; creates the account',
    request: RegisterStep3RequestSchema,
    response: MessageResponseSchema,
    member: false,
    browser: true,
  },
  'auth/password/forget': {
    method: 'POST',
    summary: 'Forgot password: mails a single-use reset link valid 30 minutes; always the same answer',
    request: ForgetPasswordRequestSchema,
    response: MessageResponseSchema,
    member: false,
    browser: true,
  },
  'auth/password/reset': {
    method: 'POST',
    summary: 'Sets a new password with the token of a reset link; signs the member out everywhere',
    request: ResetPasswordRequestSchema,
    response: MessageResponseSchema,
    member: false,
    browser: true,
  },
  'auth/social': {
    method: 'POST',
    summary: 'Google / Facebook sign-in, server to server (x-internal-key header): returns a login',
    request: SocialLoginRequestSchema,
    response: SocialLoginResponseSchema,
    member: false,
    browser: false,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointPath = keyof typeof endpoints;

export function findEndpoint(path: string): Endpoint | undefined {
  return Object.hasOwn(endpoints, path) ? endpoints[path as EndpointPath] : undefined;
}
