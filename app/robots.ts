import type { MetadataRoute } from 'next';
import { localizedPath } from '@/lib/seo/urls';
import { publicOrigin } from '@/lib/seo/origin';
import { routing } from '@/lib/i18n/routing';
import { MEMBER_ROUTES } from '@/lib/routes';

/** Diagnostics and test-only pages: nothing for search engines. */
const DIAGNOSTIC_PAGES = ['/test', '/500'];

// Per request: the public origin comes from the running server's environment, not the build's.
export const dynamic = 'force-dynamic';

/** GET /robots.txt — everything but the API, members' pages and diagnostics; the sitemap's absolute URL. */
export default function robots(): MetadataRoute.Robots {
  const origin = publicOrigin();
  const pages = [...MEMBER_ROUTES, ...DIAGNOSTIC_PAGES].flatMap((path) => routing.locales.map((locale) => localizedPath(locale, path)));
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', ...pages] },
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
