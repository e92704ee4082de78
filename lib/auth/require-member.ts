import 'server-only';
import { redirect } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { getMember } from './session';

/** Member-only pages send visitors home with the login dialog open. */
export async function requireMember(locale: AppLocale) {
  const member = await getMember();
  if (!member) redirect({ href: { pathname: '/', query: { login: '1' } }, locale });
  return member;
}
