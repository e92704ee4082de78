import type { Video } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/routing';
import { VideoCard } from './video-card';

export function VideoGrid({ videos, locale, title, empty }: { videos: Video[]; locale: AppLocale; title: string; empty: string }) {
  return (
    <section aria-labelledby="video-grid-title" className="mt-8">
      <h2 id="video-grid-title" className="mb-3 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {videos.length === 0 ? (
        <p className="text-slate-600">{empty}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {videos.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
