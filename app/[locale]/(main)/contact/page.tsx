import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import { PageMessages } from '@/components/i18n/page-messages';
import { PageHeading } from '@/components/layout/page-heading';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';

export const generateMetadata = staticPageMetadata('contact', routes.contact());

const PHONE = '0 2618 2323';
const EMAIL = 'contact@prd.go.th';

export default async function Page({ params }: LocaleParams) {
  await activateLocale(params);
  const [t, tp] = await Promise.all([getTranslations('Contact'), getTranslations('Pages')]);
  return (
    <article>
      <PageHeading>{tp('contact')}</PageHeading>
      {/* Flex with rem bases rather than a grid: with text zoomed to 200 % the form wraps below the details. */}
      <div className="flex flex-wrap items-start gap-6">
        <section aria-labelledby="contact-details" className="min-w-0 grow basis-80 rounded-xl border border-slate-200 bg-white p-5 lg:max-w-80">
          <h2 id="contact-details" className="mb-3 text-lg font-semibold text-slate-900">{t('details')}</h2>
          <address className="space-y-2 text-sm text-slate-800 not-italic">
            <p className="font-semibold">{t('organisation')}</p>
            <p>{t('address')}</p>
            <p>{t('phoneLabel')}: <a href={`tel:${PHONE.replaceAll(' ', '')}`} className="text-brand-700 underline">{PHONE}</a></p>
            <p>{t('emailLabel')}: <a href={`mailto:${EMAIL}`} className="text-brand-700 underline">{EMAIL}</a></p>
            <p className="text-slate-600">{t('hours')}</p>
          </address>
        </section>
        <section aria-labelledby="contact-form-title" className="min-w-0 grow-[999] basis-96 rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="contact-form-title" className="mb-4 text-lg font-semibold text-slate-900">{t('formTitle')}</h2>
          <PageMessages namespaces={['Contact']}>
            <ContactForm />
          </PageMessages>
        </section>
      </div>
    </article>
  );
}
