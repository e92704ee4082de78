import type { Metadata } from 'next';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';
import { NOINDEX_FOLLOW, notFoundMetadata } from '@/lib/seo/metadata';
import NotFound from '../not-found';

/**
 * The not-found page as a page of its own (/not-found, /en/not-found), for the web server to send
 * in place of the body Next 16 gives a notFound() (scripts/web/status-page.mjs). Asked for directly it
 * answers 200, and it is never indexed.
 */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  return { ...(await notFoundMetadata(locale === 'en' ? 'en' : 'th')), robots: NOINDEX_FOLLOW };
}

export default async function NotFoundPage({ params }: LocaleParams) {
  await activateLocale(params);
  return <NotFound />;
}
