import type { Metadata } from 'next';
import { LiveView } from '@/components/media/live-view';
import { getChannelEvent } from '@/lib/api/media';
import { activateLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const event = await getChannelEvent(locale === 'en' ? 'en' : 'th', id).catch(() => undefined);
  return event ? { title: event.channel.name, description: event.channel.description } : {};
}

export default async function Page({ params }: Props) {
  const locale = await activateLocale(params);
  const { id } = await params;
  return <LiveView locale={locale} id={id} mode="channel" />;
}
