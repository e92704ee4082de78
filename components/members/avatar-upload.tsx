'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ChangeEvent } from 'react';
import { AVATAR_MAX_BYTES, type MemberProfile } from '@/lib/contract';
import { Avatar } from './avatar';
import { bffPost } from './bff';
import { FormStatus } from './form-status';
import { CameraIcon } from './member-icons';
import { refreshSession } from './refresh-session';
import { useServerErrorText } from './use-server-error';

const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The member's picture: PNG, JPEG, WebP or GIF up to 2 MB; the server re-encodes it. */
export function AvatarUpload({ profile }: { profile: MemberProfile }) {
  const t = useTranslations('Profile');
  const tv = useTranslations('Validation');
  const errorText = useServerErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [thumbnail, setThumbnail] = useState(profile.thumbnail);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const name = `${profile.firstname} ${profile.lastname}`.trim() || profile.username;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    setStatus(null);
    // Checked here for a quick answer; the server checks again (type by content, size, polyglots).
    if (!TYPES.includes(file.type)) return setStatus({ ok: false, text: tv('avatarType') });
    if (file.size > AVATAR_MAX_BYTES) return setStatus({ ok: false, text: tv('avatarTooLarge') });
    setBusy(true);
    try {
      const answer = await bffPost<{ result: MemberProfile }>('auth/account/upload', { image: await readAsDataUrl(file) });
      setThumbnail(answer.result.thumbnail);
      await refreshSession();
      setStatus({ ok: true, text: t('avatarSaved') });
    } catch (error) {
      setStatus({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <span data-testid="profile-avatar">
        <Avatar name={name} image={thumbnail || null} size={96} />
      </span>
      <div className="space-y-2">
        {/* Hidden (sr-only clips its own ring): the label shows its keyboard focus. While a picture uploads it
            opens no picker; not `disabled`, which would drop the keyboard's focus to the page. */}
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept={TYPES.join(',')}
          aria-disabled={busy}
          className="peer sr-only"
          onClick={(event) => busy && event.preventDefault()}
          onChange={(event) => void onChange(event)}
        />
        <label
          htmlFor="avatar-file"
          aria-disabled={busy}
          className={`inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--focus-ring) ${busy ? 'pointer-events-none opacity-60' : ''}`}
        >
          <CameraIcon className="size-5" />
          {busy ? t('uploading') : t('avatarChoose')}
        </label>
        <p className="text-xs text-slate-600">{t('avatarHint')}</p>
        <FormStatus status={status} />
      </div>
    </div>
  );
}
