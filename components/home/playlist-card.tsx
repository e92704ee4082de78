import type { Playlist } from '@/lib/contract';

/** A playlist with its size (playlist pages come with the media issue). */
export function PlaylistCard({ playlist, kind, items }: { playlist: Playlist; kind: string; items: string }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {/* eslint-disable-next-line @next/next/no-img-element -- posters from the media origin */}
      <img src={playlist.thumbnail} alt="" loading="lazy" className="aspect-video w-full bg-slate-200 object-cover" />
      <div className="p-3">
        <h3 className="text-sm font-semibold text-slate-900">{playlist.title}</h3>
        <p className="text-xs text-slate-600">{kind} · {items}</p>
      </div>
    </article>
  );
}
