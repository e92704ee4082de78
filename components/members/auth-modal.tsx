'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { CloseIcon } from '@/components/ui/icons';

interface AuthModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  /** On the panel, for tests and styles that tell the dialog's modes apart. */
  mode?: string;
  children: ReactNode;
}

/** A form's field a visitor can type in: what the keyboard lands on in a dialog that opens or changes mode. */
const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/**
 * The sign-in dialogs' frame over any page: a backdrop, and a panel centred in a layer that scrolls, so
 * a dialog taller than the screen (a landscape phone with its keyboard open, a page zoomed to 400 %)
 * can still be read and its buttons reached.
 */
export function AuthModal({ open, onClose, title, closeLabel, mode, children }: AuthModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  // Opened, the dialog's first field has the focus (Headless UI reads this once, as it opens), not the
  // dialog itself nor its close button: the login form's e-mail or username, the forgot-password e-mail.
  // Not on a touch screen ((pointer: coarse)), where Headless UI focuses the dialog instead, so that the
  // on-screen keyboard does not come up over it unasked.
  const firstField = useMemo(
    () => ({
      get current() {
        return panel.current?.querySelector<HTMLElement>(FIELD) ?? null;
      },
    }),
    [],
  );
  // Another mode (login, register) takes the place of the button that switched to it and had the focus:
  // the first field of the new one takes it, unless the new form already put it somewhere of its own;
  // on a touch screen, the dialog, as when it opened.
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    if (!panel.current || panel.current.contains(document.activeElement)) return;
    const touch = window.matchMedia('(pointer: coarse)').matches;
    (touch ? panel.current.closest<HTMLElement>('[role="dialog"]') : firstField.current)?.focus();
  }, [mode, firstField]);
  return (
    <Dialog open={open} onClose={onClose} initialFocus={firstField} className="fixed inset-0 z-[60]">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel ref={panel} className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8" data-mode={mode}>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="absolute top-3 right-3 grid size-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon className="size-5" />
            </button>
            <DialogTitle className="mb-6 text-center text-2xl font-semibold text-brand-900">{title}</DialogTitle>
            {children}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
