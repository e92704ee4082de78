import type { SearchHit } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { HighlightedText } from './highlighted-text';

function hrefOf(hit: SearchHit): string {
  switch (hit.kind) {
    case 'video':
      return routes.vod(hit.id);
    case 'audio':
      return routes.audio(hit.id);
    case 'channel':
      return routes.live(hit.id);
    case 'radio':
      return `${routes.radio()}#station-${hit.id}`;
  }
}

/** One search result: thumbnail, highlighted title and description, kind label (singular: "Video", not the tab's "Videos"). */
export function SearchHitItem({ hit, terms, kindLabel }: { hit: SearchHit; terms: string[]; kindLabel: string }) {
  const wide = hit.kind === 'video' || hit.kind === 'audio';
  return (
    <Link href={hrefOf(hit)} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-600">
      {/* The picture keeps its own shape at the top (self-start): stretched to a phone's taller row, a 16:9
          poster was cropped to a portrait. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- posters and icons from the media origin */}
      <img src={hit.thumbnail} alt="" loading="lazy" className={`shrink-0 self-start rounded-lg bg-slate-200 object-cover ${wide ? 'aspect-video w-32 sm:w-44' : 'size-16'}`} />
      <span className="min-w-0">
        <span className="mb-1 inline-block rounded bg-slate-100 px-1.5 text-xs font-semibold text-slate-700" data-testid="search-hit-kind">{kindLabel}</span>
        <span className="block font-semibold text-slate-900"><HighlightedText text={hit.title} terms={terms} /></span>
        <span className="line-clamp-2 block text-sm text-slate-600"><HighlightedText text={hit.description} terms={terms} /></span>
      </span>
    </Link>
  );
}
