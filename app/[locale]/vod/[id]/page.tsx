import type { Metadata } from 'next';
import { VodView } from '@/components/media/vod-view';
import { getVideo } from '@/lib/api/media';
import { activateLocale } from '@/lib/i18n/page';
import { routes } from '@/lib/routes';

type Props = { params: Promise<{ locale: string; id: string }> };

/** Rich previews for links shared on LINE, Facebook and X. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const video = await getVideo(locale === 'en' ? 'en' : 'th', id).catch(() => undefined);
  if (!video) return {};
  const path = locale === 'en' ? `/en${routes.vod(video.id)}` : routes.vod(video.id);
  return {
    title: video.title,
    description: video.description,
    alternates: { canonical: path },
    openGraph: { type: 'video.other', title: video.title, description: video.description, url: path, images: [video.thumbnail] },
    twitter: { card: 'summary_large_image', title: video.title, description: video.description, images: [video.thumbnail] },
  };
}

// Cached per video: `?t=` (start time) is read by the player in the browser, not here.
export default async function Page({ params }: Props) {
  const locale = await activateLocale(params);
  const { id } = await params;
  return <VodView locale={locale} id={id} />;
}
