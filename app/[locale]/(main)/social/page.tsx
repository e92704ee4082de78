import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/i18n/page-messages';
import { PageHeading } from '@/components/layout/page-heading';
import { SocialIcon } from '@/components/layout/social-icon';
import { SocialEmbeds } from '@/components/social/social-embeds';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';
import { SOCIAL_LINKS } from '@/lib/site';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';

export const generateMetadata = staticPageMetadata('social', routes.social());

export default async function Page({ params }: LocaleParams) {
  await activateLocale(params);
  const [t, tp] = await Promise.all([getTranslations('Social'), getTranslations('Pages')]);
  return (
    <article>
      <PageHeading>{tp('social')}</PageHeading>
      <p className="mb-6 max-w-3xl text-slate-700">{t('intro')}</p>
      <ul className="mb-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {SOCIAL_LINKS.map((link) => (
          <li key={link.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="mb-3 flex items-center gap-3">
              <span className="grid size-11 place-items-center rounded-full bg-brand-900 text-white"><SocialIcon id={link.id} /></span>
              <h2 className="text-lg font-semibold text-slate-900">{link.label}</h2>
            </div>
            <p className="mb-4 flex-1 text-sm text-slate-700">{t(link.id)}</p>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className="self-start rounded-full border border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50">
              {t('open', { name: link.label })}
            </a>
          </li>
        ))}
      </ul>
      <section aria-labelledby="social-embeds">
        <h2 id="social-embeds" className="mb-3 text-lg font-semibold text-slate-900">{t('embedsTitle')}</h2>
        <PageMessages namespaces={['Social']}>
          <SocialEmbeds />
        </PageMessages>
      </section>
    </article>
  );
}
