'use client';

import { useEffect } from 'react';
import { ServerError } from './server-error';
import { useAuthError } from './use-auth-error';

/** After a failed Google/Facebook sign-in next-auth returns to `?authError=<code>`: show it for 5 s. */
export function AuthErrorNotice() {
  const { error, show } = useAuthError();
  useEffect(() => {
    const url = new URL(window.location.href);
    const code = url.searchParams.get('authError') ?? (url.searchParams.get('error') ? 'social_failed' : null);
    if (!code) return;
    show(code);
    url.searchParams.delete('authError');
    url.searchParams.delete('error');
    window.history.replaceState(window.history.state, '', url);
  }, [show]);
  if (!error) return null;
  return (
    <div className="fixed inset-x-0 top-20 z-[70] mx-auto w-fit max-w-[90vw] shadow-lg">
      <ServerError message={error} testId="social-error" />
    </div>
  );
}
