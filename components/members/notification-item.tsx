'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { Notification } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { TrashIcon } from './member-icons';

interface Props {
  notification: Notification;
  /** Opened: `here` unless in another tab (a middle click, or Ctrl/Cmd/Shift with it), which leaves the dropdown open. */
  onOpen: (notification: Notification, here: boolean) => void;
  onDelete: (id: number) => void;
}

/** One row of the dropdown: unread ones are highlighted; a link to the live channel, which marks it read (also opened in a new tab). */
export function NotificationItem({ notification, onOpen, onDelete }: Props) {
  const t = useTranslations('Notifications');
  const format = useFormatter();
  const unread = notification.status === 'unread';
  return (
    <li
      className={`group flex items-start gap-3 border-b border-slate-100 px-3 py-3 last:border-b-0 ${unread ? 'bg-brand-50' : 'bg-white'}`}
      data-testid="notification-item"
      data-status={notification.status}
      data-notification-id={notification.id}
    >
      <Link
        href={routes.live(notification.channel)}
        onClick={(event) => onOpen(notification, !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey))}
        onAuxClick={(event) => event.button === 1 && onOpen(notification, false)}
        className="flex min-w-0 flex-1 items-start gap-3 rounded"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- channel icon from the media origin */}
        <img src={notification.thumbnail} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg bg-slate-100" />
        <span className="min-w-0 flex-1">
          <span className={`block text-sm leading-snug ${unread ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>{notification.message}</span>
          <span className="mt-1 block text-xs text-slate-600">
            {format.relativeTime(new Date(notification.createdAt), new Date())}
            {unread && <span className="sr-only"> · {t('unread')}</span>}
          </span>
        </span>
        {unread && <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600" />}
      </Link>
      <button
        type="button"
        onClick={() => onDelete(notification.id)}
        data-delete
        aria-label={t('delete')}
        title={t('delete')}
        className="grid size-8 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-red-50 hover:text-red-700"
      >
        <TrashIcon className="size-4" />
      </button>
    </li>
  );
}
