'use client';

import dynamic from 'next/dynamic';
import { useMember } from '@/components/members/use-member';

// Loaded for members only (sign-out brings next-auth's client with it).
const SideNavMemberLinks = dynamic(() => import('./side-nav-member-links'), { ssr: false });

/** Members-only entries of the side navigation: history, favourites, settings and logout. */
export function SideNavMember() {
  const { member } = useMember();
  return member ? <SideNavMemberLinks /> : null;
}
