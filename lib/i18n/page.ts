import 'server-only';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing, type AppLocale } from './routing';

export type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * `generateStaticParams` of the catalogue's dynamic segments: nothing at build time (the build must
 * not need the backend), every id rendered on its first request and then served from the page cache.
 */
export function renderOnDemand(): never[] {
  return [];
}

/** Reads and activates the page's locale (static rendering needs setRequestLocale). */
export async function activateLocale(params: Promise<{ locale: string }>): Promise<AppLocale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
