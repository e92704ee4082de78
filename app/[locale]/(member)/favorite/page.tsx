import { SimplePage } from '@/components/catalogue/simple-page';
import { FavoriteList } from '@/components/members/favorite-list';
import { getFavorites } from '@/lib/api/library';
import { activateLocale, pageTitle, type LocaleParams } from '@/lib/i18n/page';

// Members' pages are never indexed.
export const generateMetadata = pageTitle('favorite', { index: false });

export default async function Page({ params }: LocaleParams) {
  const locale = await activateLocale(params);
  const favorites = await getFavorites(locale);
  return (
    <SimplePage titleKey="favorite">
      <FavoriteList initial={favorites ?? []} />
    </SimplePage>
  );
}
