import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { VideoPlayer } from '@/components/player/video-player';
import { getRecommended, getVideo } from '@/lib/api/media';
import type { AppLocale } from '@/lib/i18n/routing';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { FavoriteButton } from '@/components/members/favorite-button';
import { formatDate } from './format';
import { ShareButtons } from './share-buttons';
import { VideoGrid } from './video-grid';

/** /vod/{id}: player (from `?t=` when given, read by the player), details, favourite, share and recommended videos. */
export async function VodView({ locale, id }: { locale: AppLocale; id: string }) {
  const t = await getTranslations('Vod');
  const video = await getVideo(locale, id);
  if (!video) notFound();
  const recommended = await getRecommended(locale, { id: video.id }, 8);
  return (
    <article>
      <VideoPlayer
        src={video.stream}
        title={video.title}
        artist={video.channel.name}
        poster={video.thumbnail}
        live={false}
        kind="vod"
        itemId={video.id}
      />
      <h1 className="mt-4 text-2xl font-semibold text-slate-900 sm:text-3xl">{video.title}</h1>
      <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600">
        <span>{t('published', { date: formatDate(locale, video.publishedAt) })}</span>
        <span>{t('views', { count: video.views })}</span>
        <span>
          {t('category')}:{' '}
          <Link href={routes.category(video.category.id)} className="text-brand-700 underline underline-offset-2 hover:no-underline">
            {video.category.name}
          </Link>
        </span>
        <span>
          {t('channel')}:{' '}
          <Link href={routes.channel(video.channel.id)} className="text-brand-700 underline-offset-2 hover:underline">
            {video.channel.name}
          </Link>
        </span>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <FavoriteButton kind="vod" itemId={video.id} />
        {/* The page's own address in its language: an English page shares the English one. */}
        <ShareButtons path={getPathname({ href: routes.vod(video.id), locale })} title={video.title} />
      </div>
      <p className="mt-4 max-w-3xl whitespace-pre-line text-slate-800">{video.description}</p>
      <VideoGrid videos={recommended} locale={locale} title={t('recommended')} empty="" />
    </article>
  );
}
