import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { findCategory } from '@/lib/api/catalogue';
import { activateLocale, renderOnDemand } from '@/lib/i18n/page';

export const generateStaticParams = renderOnDemand;

const SECTIONS = ['livestream', 'livechannel'];

// The not-found check for every page of the segment: an unknown id answers 404.
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string; id: string }> }) {
  const locale = await activateLocale(params);
  const { id } = await params;
  if (!SECTIONS.includes(id) && !(await findCategory(locale, id))) notFound();
  return children;
}
