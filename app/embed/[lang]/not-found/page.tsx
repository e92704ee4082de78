import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { renderOnDemand } from '@/lib/i18n/page';
import { isAppLocale } from '@/lib/i18n/routing';
import { embedNotFoundMetadata } from '@/lib/seo/embed';
import { NOINDEX } from '@/lib/seo/metadata';
import EmbedNotFound from '../not-found';

// The embed's not-found page as a page of its own (/embed/{lang}/not-found): see
// app/[locale]/not-found/page.tsx. Cached like the portal's (rendered on its first request), unlike
// the embed's players.
export const generateStaticParams = renderOnDemand;
export const revalidate = 60;

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  return { ...(await embedNotFoundMetadata(isAppLocale(lang) ? lang : 'th')), robots: NOINDEX };
}

export default async function EmbedNotFoundPage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  // The layout's setRequestLocale does not reach the page (rendered apart): the heading's language.
  setRequestLocale(isAppLocale(lang) ? lang : 'th');
  return <EmbedNotFound />;
}
