import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { LocaleParams } from '@/lib/i18n/page';
import { notFoundMetadata } from '@/lib/seo/metadata';

/** The not-found page's localized title and description (Next adds noindex to every 404). */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  return notFoundMetadata(locale === 'en' ? 'en' : 'th');
}

// Any path that no route claims gets the localized not-found page with status 404.
export default function CatchAll() {
  notFound();
}
