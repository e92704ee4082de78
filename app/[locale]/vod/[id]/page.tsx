import { SimplePage } from '@/components/catalogue/simple-page';
import { activateLocale, pageTitle } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = pageTitle('vod');

export default async function Page({ params }: Props) {
  await activateLocale(params);
  return <SimplePage titleKey="vod" />;
}
