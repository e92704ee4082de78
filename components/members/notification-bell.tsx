'use client';

import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { Notification } from '@/lib/contract';
import { BellIcon, CheckAllIcon, TrashIcon } from './member-icons';
import { NotificationItem } from './notification-item';
import { badgeText } from './badge-text';
import { ServerError } from './server-error';
import { useNotifications } from './use-notifications';

const actionClass = 'flex items-center gap-1 rounded-full px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-40';

/** The top bar's bell (members only): unread badge, a 350 px dropdown with the notifications. */
export function NotificationBell() {
  const t = useTranslations('Notifications');
  const notifications = useNotifications(true);
  const { list, markRead } = notifications;
  const unread = list?.totals.unread ?? 0;

  // The notification is a link to its channel: the page opens at once (or in a new tab), and the read is
  // marked on the way, not waited for. The bell lives on in the top bar: its badge follows when answered.
  const open = (notification: Notification, here: boolean, close: () => void) => {
    if (here) close();
    if (notification.status === 'unread') markRead(notification.id).catch(() => undefined);
  };

  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
        className="relative grid size-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
        data-testid="notification-bell"
      >
        <BellIcon className="size-6" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-live px-1 text-center text-[11px] leading-5 font-bold text-white"
          >
            {badgeText(unread)}
          </span>
        )}
      </PopoverButton>
      {/* Announces new notifications as they arrive (the list refreshes in the background). */}
      <span role="status" className="sr-only" data-testid="notification-live">
        {unread > 0 ? t('bellUnread', { count: unread }) : ''}
      </span>
      {/* Not anchored: a portalled panel adds focus sentinels that axe reports as focusable aria-hidden buttons. */}
      <PopoverPanel
        className="z-50 w-[350px] max-w-[calc(100vw-16px)] overflow-hidden max-sm:fixed max-sm:top-14 max-sm:right-2 sm:absolute sm:top-full sm:right-0 sm:mt-1.5 rounded-xl border border-slate-200 bg-white shadow-xl"
        data-testid="notification-panel"
      >
        {({ close }) => <NotificationPanel notifications={notifications} onOpen={(n, here) => open(n, here, close)} />}
      </PopoverPanel>
    </Popover>
  );
}

/**
 * The dropdown's content, mounted while it is open (an unanswered "Delete all?" or a failure message
 * does not outlive it). "Delete all" asks first; an action whose call fails says so; the keyboard
 * stays in the list when a notification is deleted (on the next one's delete button, else the title).
 */
function NotificationPanel({ notifications, onOpen }: { notifications: ReturnType<typeof useNotifications>; onOpen: (n: Notification, here: boolean) => void }) {
  const t = useTranslations('Notifications');
  const { list, remove, markAllRead, removeAll } = notifications;
  const unread = list?.totals.unread ?? 0;
  const items = list?.result ?? [];
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const deleteAll = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Where the keyboard goes once the list is drawn again: a notification's id (its delete button), the
  // title, or "Delete all" (a failed "Delete all": the button that asked was unmounted with the question).
  // (An object each time: the same target twice is focused twice.)
  const [focusNext, setFocus] = useState<{ target: number | 'title' | 'deleteAll' } | null>(null);
  const setFocusNext = (target: number | 'title' | 'deleteAll') => setFocus({ target });

  // The question takes the focus (on Cancel, the safe choice) and gives it back to "Delete all".
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) cancel.current?.focus();
    else if (asked.current) deleteAll.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  useEffect(() => {
    if (focusNext === null) return;
    const { target } = focusNext;
    const element =
      target === 'deleteAll' ? deleteAll.current : target === 'title' ? null : listRef.current?.querySelector<HTMLElement>(`[data-notification-id="${target}"] button[data-delete]`);
    (element ?? title.current)?.focus();
  }, [focusNext]);

  // One call at a time. A click while one runs is not sent (a double click on a delete: `null`), but a
  // confirmed "Delete all" waits for it (`wait`) rather than being dropped. A call (or the list's reload
  // after it) that nobody answers fails after bffPost's time-out, so the guard never stays closed.
  const running = useRef<Promise<unknown> | null>(null);
  const run = (action: () => Promise<unknown>, { wait = false } = {}): Promise<boolean | null> => {
    if (running.current && !wait) return Promise.resolve(null);
    setFailed(false);
    const call = (running.current ?? Promise.resolve()).catch(() => undefined).then(action);
    running.current = call;
    return call
      .finally(() => {
        if (running.current === call) running.current = null;
      })
      .then(
        () => true,
        () => {
          setFailed(true);
          return false;
        },
      );
  };

  const onDelete = (id: number) => {
    const index = items.findIndex((item) => item.id === id);
    const next = items[index + 1] ?? items[index - 1];
    void run(() => remove(id)).then((done) => done && setFocusNext(next?.id ?? 'title'));
  };

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2">
        <h2 ref={title} tabIndex={-1} className="rounded text-base font-semibold text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
          {t('title')}
        </h2>
        <div className="flex gap-1">
          {/* Disabled once nothing is unread: the keyboard goes on to the title, not to the page's body. */}
          <button type="button" className={actionClass} disabled={unread === 0} onClick={() => void run(markAllRead).then((done) => done && setFocusNext('title'))}>
            <CheckAllIcon className="size-4" />
            {t('readAll')}
          </button>
          <button ref={deleteAll} type="button" className={actionClass} disabled={items.length === 0 || confirming} onClick={() => setConfirming(true)}>
            <TrashIcon className="size-4" />
            {t('deleteAll')}
          </button>
        </div>
      </div>
      {confirming ? (
        <div
          role="group"
          aria-labelledby="notification-delete-question"
          onKeyDown={(event) => {
            // Escape answers "no" (not the dropdown's Escape, which would close it).
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            setConfirming(false);
          }}
          className="flex flex-wrap items-center justify-end gap-2 border-b border-red-200 bg-red-50 px-3 py-2"
          data-testid="notification-delete-confirm"
        >
          <p id="notification-delete-question" className="mr-auto text-sm font-semibold text-red-800">
            {t('deleteAllQuestion')}
          </p>
          <button ref={cancel} type="button" onClick={() => setConfirming(false)} className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-50">
            {t('deleteAllCancel')}
          </button>
          <button
            type="button"
            onClick={() => {
              asked.current = false;
              setConfirming(false);
              // The button unmounts with the question: the keyboard waits on the title meanwhile.
              title.current?.focus();
              void run(removeAll, { wait: true }).then((done) => setFocusNext(done ? 'title' : 'deleteAll'));
            }}
            className="rounded-full bg-red-700 px-3 py-1 text-sm font-semibold text-white hover:bg-red-800"
          >
            {t('deleteAllConfirm')}
          </button>
        </div>
      ) : null}
      {failed ? (
        <div className="border-b border-slate-200 p-2">
          <ServerError message={t('failed')} testId="notification-failed" />
        </div>
      ) : null}
      {items.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-slate-600" data-testid="notification-empty">
          {t('empty')}
        </p>
      ) : (
        <ul ref={listRef} className="max-h-[min(70vh,480px)] overflow-y-auto">
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </>
  );
}
