/** A programme box's tooltip, "title (time)": all the callout reads of its title and time. */
export function programmeTooltip(title: string, time: string): string {
  return `${title} (${time})`;
}

/** The title and time back from a box's tooltip: the time ("18:30–19:00") has no brackets, a title may. */
export function fromTooltip(tooltip: string): { title: string; time: string } {
  const cut = tooltip.lastIndexOf(' (');
  return cut < 0 ? { title: tooltip, time: '' } : { title: tooltip.slice(0, cut), time: tooltip.slice(cut + 2, -1) };
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Between the box and the callout. */
export const GAP = 6;

/**
 * Where the callout goes, in the viewport: under the box's part in view (`box`: right of the channel
 * column), or over it when there is no room under it but there is over it (else on the side with more
 * room); from the box's left edge, shifted left as far as needed to stay in `area` (the viewport less
 * the site's fixed bars and a margin). `arrow`: the middle of the box's part in view, from the
 * callout's left edge, kept off its rounded corners.
 */
export function placeCallout(box: Box, size: { width: number; height: number }, area: Box) {
  const left = Math.max(area.left, Math.min(box.left, area.right - size.width));
  const roomBelow = area.bottom - box.bottom - GAP;
  const roomAbove = box.top - GAP - area.top;
  const below = size.height <= roomBelow || (size.height > roomAbove && roomBelow >= roomAbove);
  const top = below ? box.bottom + GAP : box.top - GAP - size.height;
  const arrow = Math.min(Math.max((box.left + box.right) / 2 - left, 12), size.width - 12);
  return { left, top: Math.max(area.top, Math.min(top, area.bottom - size.height)), below, arrow };
}
