'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { readCookie } from '@/lib/browser-cookie';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { CONSENT_EVENT, ConsentCookie } from '@/lib/site';

const EMBEDS = [
  { id: 'facebook', name: 'Facebook', src: 'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fprd.go.th&tabs=timeline&width=500&height=500' },
  { id: 'youtube', name: 'YouTube', src: 'https://www.youtube-nocookie.com/embed?listType=user_uploads&list=prdthailand' },
] as const;

/** Third-party embeds load only after cookie consent (they set their own cookies), at once when given on this page. */
export function SocialEmbeds() {
  const t = useTranslations('Social');
  const [consent, setConsent] = useState<boolean | null>(null);
  useEffect(() => {
    const read = () => setConsent(readCookie(ConsentCookie.acceptCookie) === 'true');
    read();
    window.addEventListener(CONSENT_EVENT, read);
    return () => window.removeEventListener(CONSENT_EVENT, read);
  }, []);

  if (consent === null) return null;
  if (!consent) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700" data-testid="embeds-blocked">
        {t('embedsBlocked')}{' '}
        <Link href={routes.policy('cookiespolicy')} className="font-semibold text-brand-700 underline">{t('embedsPolicy')}</Link>
      </p>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {EMBEDS.map((embed) => (
        <iframe key={embed.id} src={embed.src} title={t('embedTitle', { name: embed.name })} loading="lazy" className="h-[500px] w-full rounded-xl border border-slate-200 bg-white" sandbox="allow-scripts allow-same-origin allow-popups" referrerPolicy="strict-origin-when-cross-origin" />
      ))}
    </div>
  );
}
