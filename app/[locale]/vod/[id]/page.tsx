import type { Metadata } from 'next';
import { PageMessages } from '@/components/i18n/page-messages';
import { VodView } from '@/components/media/vod-view';
import { JsonLd } from '@/components/seo/json-ld';
import { getVideo } from '@/lib/api/media';
import { activateLocale } from '@/lib/i18n/page';
import { videoJsonLd, videoMetadata } from '@/lib/seo/catalogue';
import { itemMetadata, notFoundMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; id: string }> };

/** Rich previews for links shared on LINE, Facebook and X. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = raw === 'en' ? 'en' : 'th';
  return itemMetadata(getVideo(locale, id), (video) => videoMetadata(locale, video), () => notFoundMetadata(locale));
}

// Cached per video: `?t=` (start time) is read by the player in the browser, not here.
export default async function Page({ params }: Props) {
  const locale = await activateLocale(params);
  const { id } = await params;
  const video = await getVideo(locale, id);
  return (
    <>
      {video ? <JsonLd data={await videoJsonLd(locale, video)} /> : null}
      <PageMessages namespaces={['Favorites', 'Share']}>
        <VodView locale={locale} id={id} />
      </PageMessages>
    </>
  );
}
