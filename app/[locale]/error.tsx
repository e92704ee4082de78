'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { StatusView } from '@/components/layout/status-view';
import { retry } from '@/lib/retry';

/** Error boundary: a localized page, never a stack trace (the digest goes to the server log). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('ErrorPage');
  const router = useRouter();
  useEffect(() => {
    console.error('page error', error.digest ?? '');
  }, [error]);
  return (
    <StatusView code="500" title={t('title')} description={t('description')}>
      <button type="button" onClick={() => startTransition(() => retry(router, reset))} className="rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800">
        {t('retry')}
      </button>
    </StatusView>
  );
}
