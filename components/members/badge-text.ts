/** The badge shows 99+ past this count (seed constant). */
export const BADGE_MAX = 99;

/** Unread count as the bell's badge shows it. */
export function badgeText(unread: number): string {
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}
