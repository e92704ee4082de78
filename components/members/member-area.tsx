'use client';

import { AccountMenu } from './account-menu';
import { NotificationBell } from './notification-bell';
import { SessionWatch } from './session-watch';
import type { MemberSummary } from './use-member';

/** The signed-in member's end of the top bar (loaded only for members: next-auth's client and the menus stay out of visitors' pages). */
export default function MemberArea({ member }: { member: MemberSummary }) {
  return (
    <>
      <SessionWatch />
      <NotificationBell />
      <AccountMenu member={member} />
    </>
  );
}
