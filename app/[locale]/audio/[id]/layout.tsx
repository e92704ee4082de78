import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getAudioPlaylist } from '@/lib/api/media';
import { activateLocale, renderOnDemand } from '@/lib/i18n/page';

export const generateStaticParams = renderOnDemand;

// The not-found check for every page of the segment: an unknown id answers 404.
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string; id: string }> }) {
  const locale = await activateLocale(params);
  const { id } = await params;
  if (!(await getAudioPlaylist(locale)).some((item) => String(item.id) === id)) notFound();
  return children;
}
