import 'server-only';
import type { NextAuthOptions, Session, User } from 'next-auth';
import { cookies } from 'next/headers';
import CredentialsProvider from 'next-auth/providers/credentials';
import {
  AccountResponseSchema,
  DeviceTokensSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  SocialLoginResponseSchema,
  withoutControlCharacters,
  type Language,
  type LoginResponse,
} from '@/lib/contract';
import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/client';
import { routes } from '@/lib/routes';
import { sameSiteUrl } from './landing';
import { rateLimitedError } from './rate-limited';
import { isSessionOverdue, REMEMBER_MAX_AGE_SECONDS } from './remember';
import { DEVICE_COOKIE_PATH, deviceCookieName, usesSecureCookies } from './cookie-names';
import { providerVouchesForEmail, socialProviders } from './social-providers';
import { awaitsSignOut, backendTokenStands, revokeAtSignOut } from './verify-session';

/** The member behind a backend login: profile fetched with the new token. */
async function memberOf(login: LoginResponse): Promise<User> {
  const { result: profile } = await apiFetch('auth/account', AccountResponseSchema, { body: { id: login.user }, token: login.token });
  return {
    id: String(login.user),
    name: `${profile.firstname} ${profile.lastname}`.trim() || profile.username,
    email: profile.email,
    image: profile.thumbnail || null,
    role: login.role,
    language: profile.language,
    backendToken: login.token,
  };
}

function forwardedFor(headers: Record<string, unknown> | undefined): Record<string, string> {
  const value = headers?.['x-forwarded-for'];
  return typeof value === 'string' && value ? { 'x-forwarded-for': value } : {};
}

/** A browser's device tokens are kept a year (the backend forgets a member's least recently used beyond ten). */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

async function signInWithPassword(credentials: Record<string, string> | undefined, req: { headers?: Record<string, unknown> }) {
  // next-auth hands every credential over as a string: take the two the contract checks.
  const parsed = LoginRequestSchema.safeParse({ username: credentials?.username, password: credentials?.password });
  if (!parsed.success) return null;
  try {
    const remember = credentials?.remember === 'true';
    // This browser's device tokens, one per member who signed in with it (cookie-names.ts).
    const jar = await cookies();
    const shown = DeviceTokensSchema.safeParse(jar.get(deviceCookieName())?.value);
    const login = await apiFetch('auth/login', LoginResponseSchema, {
      body: { ...parsed.data, remember, ...(shown.success ? { device: shown.data } : {}) },
      headers: forwardedFor(req.headers),
      patient: true,
    });
    const member = await memberOf(login);
    // The list as the backend made it: the member's token first (new, or shown again: kept another
    // year), then the other members' still known.
    if (login.devices) {
      jar.set(deviceCookieName(), login.devices, {
        httpOnly: true,
        secure: usesSecureCookies(),
        sameSite: 'lax',
        path: DEVICE_COOKIE_PATH,
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
    }
    return { ...member, remember };
  } catch (error) {
    // Too many failures: next-auth passes the thrown message to the client as `error`, with the
    // minutes to wait when the backend said (rate-limited.ts).
    if (error instanceof ApiError && error.status === 429) {
      throw new Error(rateLimitedError(error.retryAfterSeconds));
    }
    // Wrong credentials and an unreachable backend look the same to the visitor: sign-in failed.
    return null;
  }
}

/** After Google/Facebook: the backend's own login for that identity (server to server). */
async function signInWithProvider(user: User, provider: 'google' | 'facebook', verified: boolean): Promise<true | string> {
  const key = process.env.BACKEND_INTERNAL_KEY;
  if (!user.email || !key) return `${routes.home()}?authError=social_failed`;
  try {
    const login = await apiFetch('auth/social', SocialLoginResponseSchema, {
      // The provider's display name, as given: control characters (which the contract refuses) dropped.
      body: { userid: user.id, name: withoutControlCharacters(user.name ?? '').slice(0, 200), email: user.email, social: provider, verified },
      headers: { 'x-internal-key': key },
      patient: true,
    });
    // The same object reaches the jwt callback, which keeps the backend token in the session.
    Object.assign(user, await memberOf(login), { remember: false });
    return true;
  } catch (error) {
    const code = error instanceof ApiError ? error.code : 'social_failed';
    return `${routes.home()}?authError=${encodeURIComponent(code)}`;
  }
}

/** What the browser gets for an ended session: no member (the session callback must return an object). */
const noMember = (session: Session): Session => ({ expires: session.expires }) as Session;

export const authOptions: NextAuthOptions = {
  session: { strategy: 'jwt', maxAge: REMEMBER_MAX_AGE_SECONDS },
  // The same cookie names for writing and for every reader (cookie-names.ts), whatever a request's
  // X-Forwarded-Proto says.
  useSecureCookies: usesSecureCookies(),
  pages: { signIn: '/', error: '/' },
  providers: [
    CredentialsProvider({
      id: 'credentials',
      name: 'E-mail',
      credentials: { username: { type: 'text' }, password: { type: 'password' }, remember: { type: 'text' } },
      authorize: signInWithPassword,
    }),
    ...socialProviders(),
  ],
  callbacks: {
    // Where a sign-in or sign-out sends the browser (`callbackUrl`, from the form or a cookie): an
    // address of this site, else home. next-auth's own callback threw on a value that is no URL at all
    // (`callbackUrl=mo`: a 500).
    async redirect({ url, baseUrl }) {
      return sameSiteUrl(url, baseUrl);
    },
    async signIn({ user, account, profile }) {
      if (account?.provider === 'google' || account?.provider === 'facebook') {
        return signInWithProvider(user, account.provider, providerVouchesForEmail(account.provider, profile));
      }
      return true;
    },
    // The backend token stays inside the encrypted session cookie; the browser never sees it.
    async jwt({ token, user, trigger }) {
      // The profile page changed name, picture or language: take them from the backend, never from the browser.
      if (trigger === 'update' && token.backendToken && token.memberId && !(await awaitsSignOut(token.backendToken))) {
        const profile = await apiFetch('auth/account', AccountResponseSchema, { body: { id: token.memberId }, token: token.backendToken })
          .then((answer) => answer.result)
          .catch(() => undefined);
        if (profile) {
          token.name = `${profile.firstname} ${profile.lastname}`.trim() || profile.username;
          token.picture = profile.thumbnail || null;
          token.language = profile.language;
        }
      }
      if (user) {
        // A sign-in starts a new session: nothing of an earlier one is carried over.
        return {
          sub: user.id,
          name: user.name,
          email: user.email,
          picture: user.image ?? null,
          memberId: Number(user.id),
          backendToken: user.backendToken,
          role: user.role,
          language: user.language,
          remember: user.remember === true,
          loginAt: Date.now(),
        };
      }
      // Not remembered and older than 12 hours: the session is over.
      if (isSessionOverdue(token)) return {};
      return token;
    },
    async session({ session, token }) {
      if (!token.memberId || !token.backendToken) return noMember(session);
      // The cookie alone is not enough: a copy kept after sign-out (or after a password change, which
      // ends the other sessions) must not show the member's name and e-mail either. The backend
      // decides (its yes is remembered for 30 s in this process, verify-session.ts); while it cannot
      // answer, the member stays signed in.
      if (!(await backendTokenStands(token.memberId, token.backendToken))) return noMember(session);
      session.user = {
        name: token.name ?? '',
        email: token.email ?? '',
        image: token.picture ?? null,
        language: token.language ?? 'th',
      };
      return session;
    },
  },
  events: {
    // Sign-out revokes the backend token first, so a copied cookie stops working everywhere.
    async signOut({ token }) {
      if (!token?.backendToken || !token.memberId) return;
      await revokeAtSignOut(token.memberId, token.backendToken);
    },
  },
};

export type SessionLanguage = Language;
