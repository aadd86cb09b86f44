/**
 * Which rows of a long list to render: only those in view plus a margin, with spacers for
 * the rest. Fixed row heights keep it a little arithmetic (no virtualisation package).
 */
export type VirtualWindow = {
  /** First row to render (inclusive). */
  start: number;
  /** Row after the last one to render (exclusive). */
  end: number;
  /** Height of the spacer above the rendered rows. */
  before: number;
  /** Height of the spacer below them. */
  after: number;
};

export type VirtualWindowInput = {
  rowCount: number;
  rowHeight: number;
  viewportHeight: number;
  scrollTop: number;
  /** Extra rows rendered above and below the view so fast scrolling shows no gaps. */
  overscan?: number;
};

/**
 * @example virtualWindow({ rowCount: 10_000, rowHeight: 40, viewportHeight: 400, scrollTop: 4000 })
 * // { start: 90, end: 121, before: 3600, after: 395160 }
 */
export function virtualWindow({
  rowCount,
  rowHeight,
  viewportHeight,
  scrollTop,
  overscan = 10,
}: VirtualWindowInput): VirtualWindow {
  const count = Math.max(0, Math.floor(rowCount));
  if (count === 0 || !(rowHeight > 0)) return { start: 0, end: count, before: 0, after: 0 };
  const top = Math.min(Math.max(0, scrollTop), Math.max(0, count * rowHeight - viewportHeight));
  const first = Math.floor(top / rowHeight);
  const visible = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, first + visible + overscan);
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}
