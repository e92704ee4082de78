import { getTranslations } from 'next-intl/server';
import { CategoryGrid } from '@/components/catalogue/category-grid';
import { ChannelGrid } from '@/components/catalogue/channel-grid';
import { LiveBadge } from '@/components/catalogue/live-badge';
import { UnavailableNote } from '@/components/catalogue/unavailable-note';
import { getCategories, getChannels } from '@/lib/api/catalogue';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

export default async function HomePage({ params }: LocaleParams) {
  const locale = await activateLocale(params);
  const t = await getTranslations('Home');
  const tc = await getTranslations('Common');
  const [channels, categories] = await Promise.all([
    getChannels(locale).catch(() => null),
    getCategories(locale).catch(() => null),
  ]);

  return (
    <div className="space-y-10">
      <h1 className="sr-only">{tc('siteName')}</h1>
      <section aria-labelledby="home-live">
        <div className="mb-4 flex items-center gap-3">
          <h2 id="home-live" className="text-xl font-semibold">{t('liveChannels')}</h2>
          <LiveBadge />
          <Link href={routes.viewmore('livechannel')} className="ml-auto text-sm font-semibold text-brand-700 hover:underline">{t('viewAll')}</Link>
        </div>
        {channels ? <ChannelGrid channels={channels} label={t('liveChannels')} /> : <UnavailableNote />}
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="mb-4 text-xl font-semibold">{t('categories')}</h2>
        {categories ? <CategoryGrid categories={categories} label={t('categories')} /> : <UnavailableNote />}
      </section>
    </div>
  );
}
