'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/client-value';

/**
 * A form's submit button, off while the form is being sent (`busy`) and until the page runs: the
 * forms are sent by script, and in the server's HTML a disabled submit button also stops Enter, which
 * would send the form the browser's way (a GET with every field, passwords included, in the address).
 * Full width unless `className` says otherwise (its classes are added).
 */
export function SubmitButton({ busy, className = 'w-full', children }: { busy: boolean; className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated || busy} className={`h-11 rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 ${className}`}>
      {children}
    </button>
  );
}
