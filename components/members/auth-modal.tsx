'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
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

/**
 * The sign-in dialogs' frame over any page: a backdrop, and a panel centred in a layer that scrolls, so
 * a dialog taller than the screen (a landscape phone with its keyboard open, a page zoomed to 400 %)
 * can still be read and its buttons reached.
 */
export function AuthModal({ open, onClose, title, closeLabel, mode, children }: AuthModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-[60]">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8" data-mode={mode}>
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
