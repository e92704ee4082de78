import { getTranslations } from 'next-intl/server';
import type { RadioStation } from '@/lib/contract';
import { FavoriteButton, FavoriteScope } from '@/components/members/favorite-button';
import { PlayStationButton } from './play-station-button';
import { StationName } from './station-name';

/** Every station with frequency and province: the accessible alternative to the map. */
export async function StationList({ stations }: { stations: RadioStation[] }) {
  const t = await getTranslations('Radio');
  return (
    <section aria-labelledby="radio-list" className="min-w-0 grow-[999] basis-96">
      <h2 id="radio-list" className="mb-3 text-lg font-semibold text-slate-900">{t('listTitle')}</h2>
      <FavoriteScope>
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-2" data-testid="station-list">
          {/* A station off screen skips its contents' style, layout and paint (content-visibility: auto,
              about 100 px tall until it has been seen, as most are): on a phone the list lies below the map, and
              /radio's first layout drops from about 700 layout objects to 250. */}
          {stations.map((station) => (
            <li key={station.id} id={`station-${station.id}`} className="flex scroll-mt-24 flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 [contain-intrinsic-block-size:auto_100px] [content-visibility:auto] target:border-brand-600 target:ring-2 target:ring-brand-600">
              {/* eslint-disable-next-line @next/next/no-img-element -- small SVG icons */}
              <img src={station.icon} alt="" width={44} height={44} loading="lazy" className="size-11 rounded-lg" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold wrap-break-word text-slate-900">
                  <StationName name={station.name} />
                </p>
                <p className="text-sm text-slate-600">
                  {t('frequency', { band: station.band, frequency: station.frequency })} · {station.province}
                </p>
              </div>
              <PlayStationButton station={station} />
              <FavoriteButton kind="radio" itemId={station.id} name={station.name} className="shrink-0" message="row" />
            </li>
          ))}
        </ul>
      </FavoriteScope>
    </section>
  );
}
