'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { KEEP_CLICK } from '@/lib/early-click';
import { haversineKm } from '@/lib/geo';

export interface StationPoint {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

type State = { kind: 'idle' } | { kind: 'locating' } | { kind: 'found'; station: StationPoint; km: number } | { kind: 'error'; unsupported: boolean };

/** "Nearest station": the browser's position, then the closest station by haversine distance. */
export function NearestStation({ stations }: { stations: StationPoint[] }) {
  const t = useTranslations('Radio');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const locate = () => {
    if (!('geolocation' in navigator)) return setState({ kind: 'error', unsupported: true });
    setState({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const ranked = stations
          .map((station) => ({ station, km: haversineKm(coords, station) }))
          .sort((a, b) => a.km - b.km);
        const best = ranked[0];
        if (!best) return setState({ kind: 'error', unsupported: false });
        setState({ kind: 'found', station: best.station, km: Math.round(best.km) });
        window.location.hash = `station-${best.station.id}`;
      },
      () => setState({ kind: 'error', unsupported: false }),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={locate} {...KEEP_CLICK} disabled={state.kind === 'locating'} className="h-10 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {t('nearest')}
      </button>
      <p role="status" className="text-sm text-slate-800">
        {state.kind === 'locating' ? t('locating') : null}
        {state.kind === 'found' ? (
          <a href={`#station-${state.station.id}`} className="font-semibold text-brand-700 underline">{t('nearestResult', { name: state.station.name, distance: state.km })}</a>
        ) : null}
        {state.kind === 'error' ? (state.unsupported ? t('locationUnsupported') : t('locationDenied')) : null}
      </p>
    </div>
  );
}
