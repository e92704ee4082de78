import { getTranslations } from 'next-intl/server';
import { SimplePage } from '@/components/catalogue/simple-page';
import { activateLocale, pageTitle } from '@/lib/i18n/page';
import { SEARCH_PARAM } from '@/lib/routes';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageTitle('search');

export default async function Page({ params, searchParams }: Props) {
  await activateLocale(params);
  const t = await getTranslations('Pages');
  const raw = (await searchParams)[SEARCH_PARAM];
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return (
    <SimplePage titleKey="search">
      <p className="text-slate-700" data-testid="search-summary">
        {query ? t('searchResults', { query }) : t('searchEmpty')}
      </p>
    </SimplePage>
  );
}
