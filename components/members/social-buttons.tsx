'use client';

import { getProviders, signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';

/** Google (always, when configured) and Facebook (tablet layout, below lg) buttons. */
export function SocialButtons() {
  const t = useTranslations('Login');
  const { data: providers } = useSWR('/api/auth/providers', () => getProviders(), { revalidateOnFocus: false });
  const google = Boolean(providers?.google);
  const facebook = Boolean(providers?.facebook);
  if (!google && !facebook) return null;
  // Back through the landing route, which switches to the member's saved language first.
  const here = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
  const callbackUrl = `/api/auth/landing?to=${encodeURIComponent(here)}`;
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t('or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {google && (
        <button
          type="button"
          onClick={() => void signIn('google', { callbackUrl })}
          className="flex h-11 w-full items-center justify-center gap-2 rounded-full border border-slate-300 bg-white font-semibold text-slate-800 hover:bg-slate-50"
        >
          <span aria-hidden="true" className="text-lg font-bold text-[#4285F4]">G</span>
          {t('google')}
        </button>
      )}
      {facebook && (
        <button
          type="button"
          onClick={() => void signIn('facebook', { callbackUrl })}
          className="flex h-11 w-full items-center justify-center gap-2 rounded-full bg-[#1877F2] font-semibold text-white hover:bg-[#166fe0] lg:hidden"
        >
          <span aria-hidden="true" className="text-lg font-bold">f</span>
          {t('facebook')}
        </button>
      )}
    </div>
  );
}
