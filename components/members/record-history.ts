'use client';

import type { MediaKind } from '@/lib/contract';
import { bffPost } from './bff';

/**
 * Records a play and its position (seconds) in the member's watch history.
 * Players call it on start, every ~15 s, on pause/end and as the page is left. Visitors have no
 * history: their 401 is ignored, as is any other failure (playback goes on).
 */
export async function saveHistory(kind: MediaKind, itemId: number, position: number, duration = 0, options: { keepalive?: boolean } = {}): Promise<void> {
  try {
    const body = {
      kind,
      itemId,
      position: Math.max(0, Math.floor(position)),
      duration: Number.isFinite(duration) ? Math.max(0, Math.floor(duration)) : 0,
    };
    await bffPost('history/save', body, options);
  } catch {
    // Not signed in (401) or the service is down: history is best effort, playback goes on.
  }
}

/** Where a member left off (seconds); 0 for visitors or when never played. VOD players seek there. */
export async function getResumePosition(kind: MediaKind, itemId: number): Promise<number> {
  try {
    const answer = await bffPost<{ result: { position: number } }>('history/position', { kind, itemId });
    return answer.result.position;
  } catch {
    return 0;
  }
}
