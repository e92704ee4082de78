import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { SimplePage } from '@/components/catalogue/simple-page';
import { getVisitCount } from '@/lib/api/catalogue';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';
import { NOINDEX, staticPageMetadata } from '@/lib/seo/metadata';

// Diagnostics of this moment: rendered for each request, not for search engines.
export const dynamic = 'force-dynamic';

export const generateMetadata = staticPageMetadata('test', '/test', NOINDEX);

/** Diagnostics: is the backend reachable from the web server right now? */
export default async function Page({ params }: LocaleParams) {
  await activateLocale(params);
  await connection();
  const t = await getTranslations('Pages');
  const reachable = await getVisitCount().then(() => true, () => false);
  return (
    <SimplePage titleKey="test">
      <dl className="grid max-w-md grid-cols-2 gap-2 rounded-xl border border-slate-200 bg-white p-4">
        <dt className="font-semibold">{t('testBackend')}</dt>
        <dd data-testid="backend-status" className={reachable ? 'text-green-700' : 'text-red-700'}>{t(reachable ? 'testOk' : 'testDown')}</dd>
      </dl>
    </SimplePage>
  );
}
