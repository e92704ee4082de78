import { localeOfPath, routing, type AppLocale } from '@/lib/i18n/routing';

/**
 * The page to open after a social sign-in: `to` (a path on this site, else
 * home) in the member's language. Anything that is not a plain local path
 * (`//evil`, `https://...`, `/\\evil`) is refused: no open redirect.
 */
export function landingPath(to: string | null, language: AppLocale | undefined): string {
  const safe = to && /^\/(?![/\\])/.test(to) ? to : '/';
  if (!language) return safe;
  const url = new URL(safe, 'http://local');
  const current = localeOfPath(url.pathname);
  const bare = current === routing.defaultLocale ? url.pathname : url.pathname.replace(/^\/[^/]+/, '') || '/';
  const localized = language === routing.defaultLocale ? bare : `/${language}${bare === '/' ? '' : bare}`;
  return `${localized}${url.search}`;
}
