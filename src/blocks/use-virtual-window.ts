import { useState, type UIEvent } from 'react';
import { virtualWindow, type VirtualWindow } from './virtual-window';

/**
 * Tracks the scroll position of a fixed-height scroller and gives the rows to render.
 * @example const { window, onScroll } = useVirtualWindow(rows.length, 40, 600);
 */
export function useVirtualWindow(
  rowCount: number,
  rowHeight: number,
  viewportHeight: number,
): { window: VirtualWindow; onScroll: (event: UIEvent<HTMLElement>) => void } {
  const [scrollTop, setScrollTop] = useState(0);
  return {
    window: virtualWindow({ rowCount, rowHeight, viewportHeight, scrollTop }),
    onScroll: (event) => setScrollTop(event.currentTarget.scrollTop),
  };
}
