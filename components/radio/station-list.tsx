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
            <li key={station.id} id={`station-${station.id}`} className="@container scroll-mt-24 rounded-xl border border-slate-200 bg-white p-3 [contain-intrinsic-block-size:auto_100px] [content-visibility:auto] target:border-brand-600 target:ring-2 target:ring-brand-600">
              {/* Two layouts by the card's width (a container query), so that the name is not broken after "สวท."
                  and the frequency and province share a line:
                  - 19rem inside and wider (a phone's, a tablet's cards): the name beside the picture with the buttons
                    after it, the frequency and province below the name, under the buttons too;
                  - narrower (the two columns beside the map at 1280 px, 312 px each): the picture and the buttons
                    on top, the name and then the frequency and province below them, on the card's whole width.
                  A name on two lines is balanced ("Radio Thailand | Chiang Mai", not "Radio Thailand Chiang | Mai").
                  Cards of a row of the grid are as tall as the tallest (stretched). A favourite that fails says so
                  on a line of its own at the bottom (col-span-full: FavoriteButton's message="row"). */}
              <div className="grid grid-cols-[auto_minmax(0,1fr)_auto_auto] items-center gap-x-2.5 gap-y-0.5 [grid-template-areas:'icon_._play_heart'_'name_name_name_name'_'meta_meta_meta_meta'] @min-[19rem]:[grid-template-areas:'icon_name_play_heart'_'icon_meta_meta_meta'] [&>[role=alert]]:col-span-full">
                {/* eslint-disable-next-line @next/next/no-img-element -- small SVG icons */}
                <img src={station.icon} alt="" width={44} height={44} loading="lazy" className="mb-2 size-11 rounded-lg [grid-area:icon] @min-[19rem]:mb-0" />
                <p className="font-semibold text-balance wrap-break-word text-slate-900 [grid-area:name]">
                  <StationName name={station.name} />
                </p>
                {/* The frequency and the province part only where the two do not fit on one line. */}
                <p className="text-sm text-slate-600 [grid-area:meta] @min-[19rem]:self-start">
                  <span className="whitespace-nowrap">{t('frequency', { band: station.band, frequency: station.frequency })} ·</span>{' '}
                  <span className="wrap-break-word">{station.province}</span>
                </p>
                <div className="justify-self-end [grid-area:play]">
                  <PlayStationButton station={station} />
                </div>
                <FavoriteButton kind="radio" itemId={station.id} name={station.name} className="[grid-area:heart]" message="row" />
              </div>
            </li>
          ))}
        </ul>
      </FavoriteScope>
    </section>
  );
}
