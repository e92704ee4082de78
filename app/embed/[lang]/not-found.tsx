import { getLocale, getTranslations } from 'next-intl/server';
import { EmbedErrorView } from './error-view';

export default async function EmbedNotFound() {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'Embed' });
  return <EmbedErrorView title={t('notFoundTitle')} description={t('notFoundDescription')} />;
}
