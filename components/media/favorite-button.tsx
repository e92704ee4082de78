'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMember } from '@/components/members/use-member';
import type { FavoriteKind } from '@/lib/contract';

/** Adds the item to a member's favourites through the BFF (member id from the session). */
export function FavoriteButton({ kind, itemId }: { kind: FavoriteKind; itemId: number }) {
  const t = useTranslations('Vod');
  const { member } = useMember();
  const [saved, setSaved] = useState(false);
  const [hint, setHint] = useState(false);
  const toggle = async () => {
    if (!member) {
      setHint(true);
      return;
    }
    const response = await fetch(`/api/v1/favorite/${saved ? 'delete' : 'add'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind, itemId }),
    }).catch(() => null);
    if (response?.ok) setSaved(!saved);
  };
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        aria-pressed={saved}
        onClick={() => void toggle()}
        className="rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 aria-pressed:bg-accent aria-pressed:text-slate-900"
      >
        {saved ? `♥ ${t('favorited')}` : `♡ ${t('favorite')}`}
      </button>
      {hint && <span role="status" className="text-sm text-slate-600">{t('favoriteLogin')}</span>}
    </span>
  );
}
