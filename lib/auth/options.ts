import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import {
  AccountResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  type Language,
} from '@/lib/contract';
import { apiFetch } from '@/lib/api/client';

/** Members stay signed in for 30 days; the backend token expires at the same time. */
const SESSION_MAX_AGE = 60 * 60 * 24 * 30;

async function signInWithPassword(credentials: Record<string, string> | undefined) {
  const parsed = LoginRequestSchema.safeParse(credentials ?? {});
  if (!parsed.success) return null;
  try {
    const login = await apiFetch('auth/login', LoginResponseSchema, { body: parsed.data });
    const { result: profile } = await apiFetch('auth/account', AccountResponseSchema, {
      body: { id: login.user },
      token: login.token,
    });
    return {
      id: String(login.user),
      name: `${profile.firstname} ${profile.lastname}`.trim() || profile.username,
      email: profile.email,
      image: profile.thumbnail || null,
      role: login.role,
      language: profile.language,
      backendToken: login.token,
    };
  } catch {
    // Wrong credentials and an unreachable backend look the same to the visitor: sign-in failed.
    return null;
  }
}

export const authOptions: NextAuthOptions = {
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
  pages: { signIn: '/', error: '/' },
  providers: [
    CredentialsProvider({
      id: 'credentials',
      name: 'E-mail',
      credentials: { username: { type: 'text' }, password: { type: 'password' } },
      authorize: signInWithPassword,
    }),
  ],
  callbacks: {
    // The backend token stays inside the encrypted session cookie; the browser never sees it.
    async jwt({ token, user, trigger }) {
      // The profile page changed name, picture or language: take them from the backend, never from the browser.
      if (trigger === 'update' && token.backendToken && token.memberId) {
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
        token.memberId = Number(user.id);
        token.backendToken = user.backendToken;
        token.role = user.role;
        token.language = user.language;
        token.picture = user.image ?? null;
      }
      return token;
    },
    async session({ session, token }) {
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
      await apiFetch('auth/logout', MessageResponseSchema, {
        body: { id: token.memberId },
        token: token.backendToken,
      }).catch(() => undefined);
    },
  },
};

export type SessionLanguage = Language;
