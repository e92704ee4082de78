import { SimplePage } from '@/components/catalogue/simple-page';
import { SocialIcon } from '@/components/layout/social-icon';
import { activateLocale, pageTitle, type LocaleParams } from '@/lib/i18n/page';
import { SOCIAL_LINKS } from '@/lib/site';

export const generateMetadata = pageTitle('social');

export default async function Page({ params }: LocaleParams) {
  await activateLocale(params);
  return (
    <SimplePage titleKey="social">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SOCIAL_LINKS.map((link) => (
          <li key={link.id}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold shadow-sm hover:border-brand-600">
              <span className="grid size-10 place-items-center rounded-full bg-brand-900 text-white"><SocialIcon id={link.id} /></span>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </SimplePage>
  );
}
