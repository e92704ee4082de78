'use client';

import { type AbstractIntlMessages, NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { type ReactNode, useMemo } from 'react';

/** A provider with the surrounding provider's messages plus `messages` (a nested provider replaces them). */
export function MergedMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const outer = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
