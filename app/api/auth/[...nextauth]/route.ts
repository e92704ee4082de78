import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/lib/auth/options';
import { applyRememberChoice } from '@/lib/auth/session-cookie';
import { serverEnv } from '@/lib/env';

const nextAuth = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

/** next-auth, plus the per-session remember-me choice on the session cookie. */
async function handler(request: NextRequest, context: Context): Promise<Response> {
  const response: Response = await nextAuth(request, context);
  return applyRememberChoice(response, serverEnv().NEXTAUTH_SECRET);
}

export { handler as GET, handler as POST };
