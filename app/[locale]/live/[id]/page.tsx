import { ChannelPage } from '@/components/catalogue/channel-page';
import { findChannel } from '@/lib/api/catalogue';
import { activateLocale } from '@/lib/i18n/page';
import type { Metadata } from 'next';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const channel = await findChannel(locale === 'en' ? 'en' : 'th', id).catch(() => undefined);
  return { title: channel?.name };
}

export default async function Page({ params }: Props) {
  const locale = await activateLocale(params);
  const { id } = await params;
  return <ChannelPage locale={locale} id={id} live={true} />;
}
