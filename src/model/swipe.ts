// Swipes that open and close the mobile sidebar (REFERENCE.md, "Mobile").

/** Id of the mobile sidebar, a popover the header's menu button opens. */
export const MOBILE_SIDEBAR_ID = 'mobile-sidebar';

export const SWIPE_THRESHOLD = 20;
export const MAX_OPENER_DRAG = 295;
export const MAX_SLOPE = 0.8;
/** A swipe that opens must start this close to the left edge. */
export const EDGE_WIDTH = 30;

export interface Swipe {
  open: boolean;
  startX: number;
  dx: number;
  dy: number;
}

/** A move counts only while it is mostly horizontal: |dy/dx| < 0.8. */
export function isHorizontalMove(dx: number, dy: number): boolean {
  return dx !== 0 && Math.abs(dy / dx) < MAX_SLOPE;
}

/** What a finished move does: open from the left edge, close leftwards, or nothing. */
export function getSwipeResult({ open, startX, dx, dy }: Swipe): 'open' | 'close' | null {
  if (!isHorizontalMove(dx, dy)) return null;
  if (open && dx < -SWIPE_THRESHOLD) return 'close';
  if (!open && startX <= EDGE_WIDTH && dx > SWIPE_THRESHOLD) return 'open';
  return null;
}

/**
 * Where the panel's edge sits while the finger moves (0 = fully open,
 * -MAX_OPENER_DRAG = hidden), or null when the move does not drag it.
 */
export function getDragOffset({ open, startX, dx, dy }: Swipe): number | null {
  if (!isHorizontalMove(dx, dy)) return null;
  if (open) return Math.max(-MAX_OPENER_DRAG, Math.min(0, dx));
  if (startX > EDGE_WIDTH) return null;
  return Math.min(MAX_OPENER_DRAG, Math.max(0, dx)) - MAX_OPENER_DRAG;
}
