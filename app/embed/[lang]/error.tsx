'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { retry } from '@/lib/retry';
import { EmbedErrorView, retryClass } from './error-view';

/** Error boundary of the embeddable player: a localized message in its frame, never a stack trace. */
export default function EmbedError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('ErrorPage');
  const router = useRouter();
  useEffect(() => {
    console.error('embed error', error.digest ?? '');
  }, [error]);
  return (
    <EmbedErrorView title={t('title')} description={t('description')}>
      <button type="button" onClick={() => startTransition(() => retry(router, reset))} className={retryClass}>
        {t('retry')}
      </button>
    </EmbedErrorView>
  );
}
