import { getTranslations } from 'next-intl/server';

/** The first focusable element of every page: jumps past the top bar and the side navigation to <main id="main">. */
export async function SkipLink() {
  const t = await getTranslations('SkipLink');
  return (
    <a
      href="#main"
      className="sr-only z-[100] rounded-full bg-brand-700 px-4 py-2 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('label')}
    </a>
  );
}
