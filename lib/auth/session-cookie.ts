import 'server-only';
import { decode } from 'next-auth/jwt';
import { isSessionTokenCookie, toBrowserSessionCookie } from './remember';

/**
 * next-auth writes every session cookie with the 30-day maxAge. For sessions whose JWT says
 * remember=false the cookie loses Max-Age/Expires, so it ends with the browser session.
 */
export async function applyRememberChoice(response: Response, secret: string | undefined): Promise<Response> {
  const cookies = response.headers.getSetCookie();
  if (!secret || !cookies.some(isSessionTokenCookie)) return response;
  const rewritten = await Promise.all(
    cookies.map(async (line) => {
      if (!isSessionTokenCookie(line)) return line;
      const value = decodeURIComponent(line.slice(line.indexOf('=') + 1).split(';')[0] ?? '');
      if (!value) return line;
      const token = await decode({ token: value, secret }).catch(() => null);
      return token?.remember === false ? toBrowserSessionCookie(line) : line;
    }),
  );
  const headers = new Headers(response.headers);
  headers.delete('set-cookie');
  for (const line of rewritten) headers.append('set-cookie', line);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
