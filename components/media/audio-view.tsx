import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/layout/page-heading';
import { getAudioPlaylist, getRadioStation } from '@/lib/api/media';
import type { AppLocale } from '@/lib/i18n/routing';
import { AudioPlaylist } from './audio-playlist';
import { formatDate } from './format';
import { RadioCard } from './radio-card';

/** /audio/{id}: the audio playlist (audio/playlist) with the item first, and the featured radio station. */
export async function AudioView({ locale, id }: { locale: AppLocale; id: string }) {
  const t = await getTranslations('AudioPage');
  const items = await getAudioPlaylist(locale);
  const selected = items.find((item) => String(item.id) === id);
  if (!selected) notFound();
  const station = await getRadioStation(locale, '1');
  return (
    <article>
      <PageHeading>{selected.title}</PageHeading>
      <p className="-mt-4 mb-6 text-slate-700">
        {formatDate(locale, selected.publishedAt)} · {selected.description}
      </p>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="playlist-title">
          <h2 id="playlist-title" className="mb-3 text-xl font-semibold text-slate-900">
            {t('playlist')}
          </h2>
          <AudioPlaylist items={[selected, ...items.filter((item) => item !== selected)]} selectedId={selected.id} heading={t('playlist')} />
        </section>
        {station && (
          <section aria-labelledby="radio-title">
            <h2 id="radio-title" className="mb-3 text-xl font-semibold text-slate-900">
              {t('radio')}
            </h2>
            <RadioCard station={station} />
          </section>
        )}
      </div>
    </article>
  );
}
