import { SimplePage } from '@/components/catalogue/simple-page';
import { HistoryList } from '@/components/members/history-list';
import { getHistory } from '@/lib/api/library';
import { activateLocale, pageTitle, type LocaleParams } from '@/lib/i18n/page';

// Members' pages are never indexed.
export const generateMetadata = pageTitle('history', { index: false });

export default async function Page({ params }: LocaleParams) {
  const locale = await activateLocale(params);
  const history = await getHistory(locale);
  return (
    <SimplePage titleKey="history">
      <HistoryList initial={history ?? []} />
    </SimplePage>
  );
}
