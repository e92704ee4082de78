import type { RadioStation } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

/** A station as a small card to its entry on /radio. */
export function RadioCard({ station, frequency }: { station: RadioStation; frequency: string }) {
  return (
    <Link href={`${routes.radio()}#station-${station.id}`} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-600">
      {/* eslint-disable-next-line @next/next/no-img-element -- small icons from the media origin */}
      <img src={station.icon} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-lg" />
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-slate-900">{station.name}</span>
        <span className="block text-xs text-slate-600">{frequency}</span>
      </span>
    </Link>
  );
}
