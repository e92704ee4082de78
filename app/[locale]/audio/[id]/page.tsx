import type { Metadata } from 'next';
import { AudioView } from '@/components/media/audio-view';
import { getAudioPlaylist } from '@/lib/api/media';
import { activateLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const items = await getAudioPlaylist(locale === 'en' ? 'en' : 'th').catch(() => []);
  const item = items.find((audio) => String(audio.id) === id);
  return item ? { title: item.title, description: item.description, openGraph: { title: item.title, images: [item.thumbnail] } } : {};
}

export default async function Page({ params }: Props) {
  const locale = await activateLocale(params);
  const { id } = await params;
  return <AudioView locale={locale} id={id} />;
}
