import { getTranslations } from 'next-intl/server';
import { getVisitCount } from '@/lib/api/catalogue';
import { Link } from '@/lib/i18n/navigation';
import { buddhistYear, POLICY_PAGES, SOCIAL_LINKS } from '@/lib/site';
import { routes } from '@/lib/routes';
import { SocialIcon } from './social-icon';

export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const visits = await getVisitCount().catch(() => null);

  return (
    <footer data-surface="dark" className="mt-12 border-t border-slate-200 bg-brand-900 text-slate-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-2 lg:grid-cols-3">
        <div>
          <h2 className="mb-3 font-semibold">{t('follow')}</h2>
          <ul className="flex gap-3">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.id}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  className="grid size-10 place-items-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <SocialIcon id={link.id} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-policies" className="lg:col-span-2">
          <h2 id="footer-policies" className="mb-3 font-semibold">{t('policies')}</h2>
          <ul className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {POLICY_PAGES.map((page) => (
              <li key={page}>
                <Link href={routes.policy(page)} className="underline-offset-4 hover:underline">{t(page)}</Link>
              </li>
            ))}
            <li>
              <Link href={routes.contact()} className="underline-offset-4 hover:underline">{t('contact')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm text-slate-200 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('copyright', { year: buddhistYear() })}</p>
          <p data-testid="visit-counter">{visits === null ? t('visitsUnavailable') : t('visits', { count: visits })}</p>
        </div>
      </div>
    </footer>
  );
}
