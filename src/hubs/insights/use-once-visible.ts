import { useCallback, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport, once and for good: a chart
 * below the fold is drawn as it nears the screen, not in the dashboard's first frame. Where
 * IntersectionObserver is missing (jsdom, old browsers) everything counts as visible.
 * @example const [ref, visible] = useOnceVisible<HTMLDivElement>(); <div ref={ref}>{visible ? chart : null}</div>
 */
export function useOnceVisible<E extends Element>(margin = '200px'): [(element: E | null) => void, boolean] {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver !== 'function');
  const ref = useCallback(
    (element: E | null) => {
      if (element === null || visible) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setVisible(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin, visible],
  );
  return [ref, visible];
}
