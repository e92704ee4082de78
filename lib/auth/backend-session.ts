import 'server-only';
import { decode } from 'next-auth/jwt';
import { cookies } from 'next/headers';
import { serverEnv } from '@/lib/env';
import { sessionCookieName } from './cookie-names';
import { awaitsSignOut } from './verify-session';

/** next-auth splits a large session cookie into `<name>.0`, `<name>.1`, ...; joins it back. */
function readCookie(store: Awaited<ReturnType<typeof cookies>>, name: string): string | undefined {
  const whole = store.get(name)?.value;
  if (whole) return whole;
  const chunks = store
    .getAll()
    .filter((cookie) => cookie.name.startsWith(`${name}.`))
    .sort((a, b) => Number(a.name.slice(name.length + 1)) - Number(b.name.slice(name.length + 1)));
  return chunks.length > 0 ? chunks.map((cookie) => cookie.value).join('') : undefined;
}

/**
 * The backend token and member id of the signed-in member, for server components
 * that read member data (history, favourites, profile). Never sent to the browser.
 */
export async function getBackendSession(): Promise<{ token: string; memberId: number } | null> {
  const secret = serverEnv().NEXTAUTH_SECRET;
  if (!secret) return null;
  const store = await cookies();
  // Only the name this site writes: on https, a plain-named cookie is one plain http or a sibling
  // subdomain could have planted.
  const raw = readCookie(store, sessionCookieName());
  if (!raw) return null;
  const jwt = await decode({ token: raw, secret }).catch(() => null);
  if (!jwt?.backendToken || !jwt.memberId) return null;
  return (await awaitsSignOut(jwt.backendToken)) ? null : { token: jwt.backendToken, memberId: jwt.memberId };
}
