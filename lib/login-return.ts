import { localUrl } from './auth/landing';
import { isMemberRoute } from './routes';

/**
 * The query parameter of `/?login=1` that names the member page a visitor asked for: signed in, the
 * member goes there (middleware.ts adds it; components/members/login-form.tsx follows it).
 */
export const RETURN_PARAM = 'next';

/** A member page's path without its locale prefix (`/en/history` → `/history`), or null for any other path. */
export function memberPagePath(pathname: string): string | null {
  const bare = (pathname.replace(/^\/en(?=\/|$)/, '') || '/').replace(/(.)\/+$/, '$1');
  return isMemberRoute(bare) ? bare : null;
}

/**
 * Where to go after signing in, from the address's query: the member page `next` names (its path
 * without locale prefix), or null. Only those few paths, once the path is resolved as the browser
 * would (`/favorite/../vod/1` is /vod/1): anything else (another site, `//host`, a script URL, dot
 * segments) is ignored, so the parameter can send no one elsewhere.
 */
export function returnPath(search: string): string | null {
  const url = localUrl(new URLSearchParams(search).get(RETURN_PARAM));
  return url ? memberPagePath(url.pathname) : null;
}
