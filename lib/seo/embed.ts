import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isAppLocale, type AppLocale } from '@/lib/i18n/routing';
import { NOINDEX_FOLLOW } from './metadata';
import { publicOrigin } from './origin';
import { pageUrl } from './urls';

export type EmbedParams = { params: Promise<{ lang: string; id: string }> };

/** The embed page's language (the [lang] segment, from ?lang=); anything else is not an embed page. */
export async function embedLocale(params: EmbedParams['params']): Promise<{ locale: AppLocale; id: string } | null> {
  const { lang, id } = await params;
  return isAppLocale(lang) ? { locale: lang, id } : null;
}

/** An embed page's item does not exist (404): titled so in its language, as its page says. */
export async function embedNotFoundMetadata(locale: AppLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Embed' });
  return { title: t('notFoundTitle'), description: t('notFoundDescription') };
}

/** Embed pages are not indexed themselves: their canonical is the portal page. */
export function embedMetadata(locale: AppLocale, title: string, path: string): Metadata {
  return { title, alternates: { canonical: pageUrl(publicOrigin(), locale, path) }, robots: NOINDEX_FOLLOW };
}
