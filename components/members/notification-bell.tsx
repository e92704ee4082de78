'use client';

import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useLocale, useTranslations } from 'next-intl';
import type { Notification } from '@/lib/contract';
import { getPathname, useRouter } from '@/lib/i18n/navigation';
import { announceScriptNavigation } from '@/lib/navigation-pending';
import { routes } from '@/lib/routes';
import { BellIcon, CheckAllIcon, TrashIcon } from './member-icons';
import { NotificationItem } from './notification-item';
import { badgeText } from './badge-text';
import { useNotifications } from './use-notifications';

const actionClass = 'flex items-center gap-1 rounded-full px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-40';

/** The top bar's bell (members only): unread badge, a 350 px dropdown with the notifications. */
export function NotificationBell() {
  const t = useTranslations('Notifications');
  const router = useRouter();
  const locale = useLocale();
  const { list, markRead, remove, markAllRead, removeAll } = useNotifications(true);
  const unread = list?.totals.unread ?? 0;
  const items = list?.result ?? [];

  const open = async (notification: Notification, close: () => void) => {
    close();
    // Announced before the read is marked: the view shows while that call is slow too.
    const href = routes.live(notification.channel);
    announceScriptNavigation(getPathname({ href, locale }));
    if (notification.status === 'unread') await markRead(notification.id).catch(() => undefined);
    router.push(href);
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
        {({ close }) => (
          <>
            <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2">
              <h2 className="text-base font-semibold text-slate-900">{t('title')}</h2>
              <div className="flex gap-1">
                <button type="button" className={actionClass} disabled={unread === 0} onClick={() => void markAllRead()}>
                  <CheckAllIcon className="size-4" />
                  {t('readAll')}
                </button>
                <button type="button" className={actionClass} disabled={items.length === 0} onClick={() => void removeAll()}>
                  <TrashIcon className="size-4" />
                  {t('deleteAll')}
                </button>
              </div>
            </div>
            {items.length === 0 ? (
              <p className="px-4 py-10 text-center text-sm text-slate-600" data-testid="notification-empty">
                {t('empty')}
              </p>
            ) : (
              <ul className="max-h-[min(70vh,480px)] overflow-y-auto">
                {items.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onOpen={(n) => void open(n, close)}
                    onDelete={(id) => void remove(id)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
