import 'server-only';
import { cache } from 'react';
import { redirect } from '@/lib/i18n/navigation';
import { LOGIN_QUERY } from '@/lib/login-address';
import type { AppLocale } from '@/lib/i18n/routing';
import { getMember } from './session';
import { sessionStands } from './verify-session';

/**
 * Member-only pages send visitors home with the login dialog open. The token is checked with the
 * backend on every load, so a revoked session never sees a member page; at home the session
 * watch then signs the browser out. Asked by the member layout and by each member page (a client-side
 * navigation renders the page alone): once per request (React's cache).
 */
export const requireMember = cache(async (locale: AppLocale) => {
  // The backend first, now: its yes is then remembered, so reading the member does not ask again.
  const member = (await sessionStands()) ? await getMember() : null;
  if (!member) redirect({ href: { pathname: '/', query: LOGIN_QUERY }, locale });
  return member;
});
