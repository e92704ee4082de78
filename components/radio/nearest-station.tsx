'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

export interface StationPoint {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** Great-circle distance in km (haversine). */
export function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
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
      <button type="button" onClick={locate} disabled={state.kind === 'locating'} className="h-10 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
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
