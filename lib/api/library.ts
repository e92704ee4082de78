import 'server-only';
import {
  AccountProfileResponseSchema,
  FavoriteListResponseSchema,
  HistoryListResponseSchema,
  type FavoriteEntry,
  type HistoryEntry,
  type Language,
  type MemberProfile,
} from '@/lib/contract';
import { getBackendSession } from '@/lib/auth/backend-session';
import { apiFetch } from './client';

/** The signed-in member's watch history (newest first), or null without a session. */
export async function getHistory(language: Language): Promise<HistoryEntry[] | null> {
  const session = await getBackendSession();
  if (!session) return null;
  const { result } = await apiFetch('history', HistoryListResponseSchema, { body: { member: session.memberId, language }, token: session.token });
  return result;
}

/** The signed-in member's favourites (newest first), or null without a session. */
export async function getFavorites(language: Language): Promise<FavoriteEntry[] | null> {
  const session = await getBackendSession();
  if (!session) return null;
  const { result } = await apiFetch('favorite', FavoriteListResponseSchema, { body: { member: session.memberId, language }, token: session.token });
  return result;
}

/** The signed-in member's profile with phone and gender, or null without a session. */
export async function getMemberProfile(): Promise<MemberProfile | null> {
  const session = await getBackendSession();
  if (!session) return null;
  const { result } = await apiFetch('auth/account', AccountProfileResponseSchema, { body: { id: session.memberId }, token: session.token });
  return result;
}
