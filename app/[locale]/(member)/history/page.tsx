import { SimplePage } from '@/components/catalogue/simple-page';
import { PageMessages } from '@/components/i18n/page-messages';
import { HistoryList } from '@/components/members/history-list';
import { getHistory } from '@/lib/api/library';
import { requireMember } from '@/lib/auth/require-member';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';
import { NOINDEX, staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';

// Members' pages are never indexed.
export const generateMetadata = staticPageMetadata('history', routes.history(), NOINDEX);

export default async function Page({ params }: LocaleParams) {
  const locale = await activateLocale(params);
  // Here too, not only in the layout: a client-side navigation between member pages renders the page
  // alone, and a session ended in another tab made the list read as empty ("nothing here yet").
  await requireMember(locale);
  const history = await getHistory(locale);
  return (
    <SimplePage titleKey="history">
      <PageMessages namespaces={['History']}>
        <HistoryList initial={history ?? []} />
      </PageMessages>
    </SimplePage>
  );
}
