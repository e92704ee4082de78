'use client';

import { signOut } from 'next-auth/react';
import { useCallback } from 'react';

/** Signs out (next-auth revokes the backend token on the server first), then reloads, as the seed does. */
export function useSignOut() {
  return useCallback(async () => {
    await signOut({ redirect: false });
    window.location.reload();
  }, []);
}
