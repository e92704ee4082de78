'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { EmbedErrorView, retryClass } from './error-view';

/** Error boundary of the embeddable player: a localized message in its frame, never a stack trace. */
export default function EmbedError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('ErrorPage');
  useEffect(() => {
    console.error('embed error', error.digest ?? '');
  }, [error]);
  return (
    <EmbedErrorView title={t('title')} description={t('description')}>
      <button type="button" onClick={reset} className={retryClass}>
        {t('retry')}
      </button>
    </EmbedErrorView>
  );
}
