import { getLocale, getTranslations } from 'next-intl/server';

export default async function EmbedNotFound() {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'Embed' });
  return (
    <main className="grid h-dvh place-items-center p-6 text-center">
      <div>
        <h1 className="text-xl font-semibold">{t('notFoundTitle')}</h1>
        <p className="mt-2 text-white/80">{t('notFoundDescription')}</p>
      </div>
    </main>
  );
}
