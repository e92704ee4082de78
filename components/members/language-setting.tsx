'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSwitchLanguage } from '@/components/layout/use-switch-language';
import { LanguageSchema, type Language } from '@/lib/contract';
import { bffPost } from './bff';
import { FormStatus } from './form-status';
import { refreshSession } from './refresh-session';
import { useServerErrorText } from './use-server-error';

/** Language menu setting: saved to the member's account, then applied to the interface. */
export function LanguageSetting({ saved }: { saved: Language }) {
  const t = useTranslations('Profile');
  const tl = useTranslations('Language');
  const locale = useLocale();
  const switchLanguage = useSwitchLanguage();
  const errorText = useServerErrorText();
  const [value, setValue] = useState<Language>(saved);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const save = async () => {
    setBusy(true);
    setStatus(null);
    try {
      await bffPost('auth/language/change', { language: value });
      await refreshSession();
      if (value !== locale) switchLanguage(value);
      else setStatus({ ok: true, text: t('saved') });
    } catch (error) {
      setStatus({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="profile-language" className="mb-1 block text-sm font-semibold text-slate-800">
            {t('language')}
          </label>
          <select
            id="profile-language"
            value={value}
            onChange={(event) => setValue(LanguageSchema.catch(saved).parse(event.target.value))}
            className="h-11 min-w-48 rounded-lg border border-slate-300 bg-white px-3 text-base"
          >
            {LanguageSchema.options.map((language) => (
              <option key={language} value={language}>
                {tl(language)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={() => void save()} disabled={busy} className="h-11 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {busy ? t('saving') : t('saveLanguage')}
        </button>
      </div>
      <FormStatus status={status} />
    </div>
  );
}
