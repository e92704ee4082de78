import { getTranslations } from 'next-intl/server';

/** The first focusable element of every page: jumps past the top bar and the side navigation to <main id="main">. */
export async function SkipLink() {
  const t = await getTranslations('SkipLink');
  return (
    <a
      href="#main"
      className="fixed top-2 left-2 z-[100] -translate-y-[200%] rounded-full bg-brand-700 px-4 py-2 font-semibold text-white shadow-lg focus:translate-y-0"
    >
      {t('label')}
    </a>
  );
}
