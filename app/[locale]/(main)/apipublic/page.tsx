import { getTranslations } from 'next-intl/server';
import { SimplePage } from '@/components/catalogue/simple-page';
import { endpoints } from '@/lib/contract';
import { activateLocale, pageTitle, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageTitle('apipublic');

export default async function Page({ params }: LocaleParams) {
  await activateLocale(params);
  const t = await getTranslations('Pages');
  const rows = Object.entries(endpoints).filter(([, endpoint]) => !endpoint.member);
  return (
    <SimplePage titleKey="apipublic">
      <p className="mb-4 text-slate-700">{t('apipublicIntro')}</p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {rows.map(([path, endpoint]) => (
          <li key={path} className="flex flex-wrap items-baseline gap-3 p-4">
            <span className="rounded bg-brand-100 px-2 py-0.5 font-mono text-xs font-bold text-brand-900">{endpoint.method}</span>
            <code className="font-mono text-sm">/api/v1/{path}</code>
            <span className="text-sm text-slate-600" lang="en">{endpoint.summary}</span>
          </li>
        ))}
      </ul>
    </SimplePage>
  );
}
