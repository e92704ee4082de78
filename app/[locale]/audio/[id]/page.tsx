import type { Metadata } from 'next';
import { PageMessages } from '@/components/i18n/page-messages';
import { AudioView } from '@/components/media/audio-view';
import { JsonLd } from '@/components/seo/json-ld';
import { getAudioPlaylist } from '@/lib/api/media';
import type { Audio } from '@/lib/contract';
import { activateLocale } from '@/lib/i18n/page';
import { audioJsonLd, audioMetadata } from '@/lib/seo/catalogue';
import { itemMetadata, notFoundMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; id: string }> };

const findAudio = (items: Audio[], id: string) => items.find((audio) => String(audio.id) === id);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = raw === 'en' ? 'en' : 'th';
  const lookup = getAudioPlaylist(locale).then((playlist) => findAudio(playlist, id));
  return itemMetadata(lookup, (item) => audioMetadata(locale, item), () => notFoundMetadata(locale));
}

export default async function Page({ params }: Props) {
  const locale = await activateLocale(params);
  const { id } = await params;
  const item = findAudio(await getAudioPlaylist(locale), id);
  return (
    <>
      {item ? <JsonLd data={await audioJsonLd(locale, item)} /> : null}
      <PageMessages namespaces={['AudioPage', 'Favorites']}>
        <AudioView locale={locale} id={id} />
      </PageMessages>
    </>
  );
}
