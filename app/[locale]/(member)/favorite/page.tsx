import { SimplePage } from '@/components/catalogue/simple-page';
import { PageMessages } from '@/components/i18n/page-messages';
import { FavoriteList } from '@/components/members/favorite-list';
import { getFavorites } from '@/lib/api/library';
import { requireMember } from '@/lib/auth/require-member';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';
import { NOINDEX, staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';

// Members' pages are never indexed.
export const generateMetadata = staticPageMetadata('favorite', routes.favorite(), NOINDEX);

export default async function Page({ params }: LocaleParams) {
  const locale = await activateLocale(params);
  // Here too, not only in the layout: a client-side navigation between member pages renders the page
  // alone, and a session ended in another tab made the list read as empty ("nothing here yet").
  await requireMember(locale);
  const favorites = await getFavorites(locale);
  return (
    <SimplePage titleKey="favorite">
      <PageMessages namespaces={['Favorites']}>
        <FavoriteList initial={favorites ?? []} />
      </PageMessages>
    </SimplePage>
  );
}
