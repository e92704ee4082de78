import { getTranslations } from 'next-intl/server';
import { preload } from 'react-dom';
import type { RadioStation } from '@/lib/contract';
import { MAP_HEIGHT, MAP_IMAGE_PATH, MAP_WIDTH, PICTURE_LEFT, PICTURE_WIDTH, thailandMap } from './thailand-geometry';

/** Server-rendered SVG map of Thailand (the land a cached picture) with a marker (a link to the station's list entry) per station. */
export async function RadioMap({ stations }: { stations: RadioStation[] }) {
  const t = await getTranslations('Radio');
  const map = thailandMap();
  const picture = `${MAP_IMAGE_PATH}?v=${map.version}`;
  // An SVG's <image> is found only once the page is parsed: ask for the picture from the head.
  preload(picture, { as: 'image', fetchPriority: 'high' });
  return (
    <figure className="rounded-xl border border-slate-200 bg-sky-50 p-2">
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="group" aria-labelledby="radio-map-title radio-map-desc" className="mx-auto h-auto max-h-[70vh] w-full">
        <title id="radio-map-title">{t('mapTitle')}</title>
        <desc id="radio-map-desc">{t('mapDescription', { count: stations.length })}</desc>
        {/* The land is a cached picture; the markers stay in the page as links. */}
        <image href={picture} x={PICTURE_LEFT} y={0} width={PICTURE_WIDTH} height={MAP_HEIGHT} aria-hidden="true" />
        {stations.map((station) => {
          const point = map.project(station.longitude, station.latitude);
          if (!point) return null;
          const label = `${station.name}, ${t('frequency', { band: station.band, frequency: station.frequency })}, ${station.province}`;
          return (
            <a key={station.id} href={`#station-${station.id}`} aria-label={label} className="group" data-testid="radio-marker">
              <title>{label}</title>
              <circle cx={point[0]} cy={point[1]} r={9} className="fill-transparent" />
              <circle cx={point[0]} cy={point[1]} r={5} className="fill-red-600 stroke-white group-hover:fill-brand-700 group-focus:fill-brand-700" strokeWidth={1.5} />
            </a>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-center text-xs text-slate-600">{t('mapCredit')}</figcaption>
    </figure>
  );
}
