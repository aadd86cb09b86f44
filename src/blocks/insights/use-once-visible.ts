import { useCallback, useState } from 'react';

/** How far into the screen an element must reach to be drawn in the first frame (px). */
const IN_VIEW_PX = 120;

function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 300 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 50);
  return () => clearTimeout(handle);
}

/**
 * Whether an element has come within `margin` of the viewport, once and for good: a chart
 * below the fold is drawn as it nears the screen, not in the dashboard's first frame. One
 * well on screen is drawn at once; one at the bottom edge or in the margin just below is drawn
 * as soon as the page is idle after that first frame (before anyone scrolls to it). With
 * `farAway: 'idle'` one further down is drawn when the page is idle too, rather than when it
 * nears the screen (a table a screen reader may reach without scrolling). Where
 * IntersectionObserver is missing (jsdom, old browsers) everything counts as visible.
 * @example const [ref, visible] = useOnceVisible<HTMLDivElement>(); <div ref={ref}>{visible ? chart : null}</div>
 */
export function useOnceVisible<E extends Element>(
  margin = '200px',
  farAway: 'near' | 'idle' = 'near',
): [(element: E | null) => void, boolean] {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver !== 'function');
  const ref = useCallback(
    (element: E | null) => {
      if (element === null || visible) return;
      let cancel = () => {};
      const observer = new IntersectionObserver(
        (entries) => {
          const entry = entries.find((candidate) => candidate.isIntersecting);
          if (entry === undefined) {
            if (farAway === 'idle') {
              observer.disconnect();
              cancel = whenIdle(() => setVisible(true));
            }
            return;
          }
          observer.disconnect();
          if (entry.boundingClientRect.top < window.innerHeight - IN_VIEW_PX) setVisible(true);
          else cancel = whenIdle(() => setVisible(true));
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
        cancel();
      };
    },
    [margin, farAway, visible],
  );
  return [ref, visible];
}
