import type { MouseEvent } from 'react';

/** Goes to an app path ('/hub/packing', '/#pricing', '/demo?x=1') without reloading the page. */
export type Go = (href: string) => void;

/**
 * Props that make an anchor a client-side link: a real href (so opening in a new tab, copying
 * the address and screen readers work) and a click that navigates in place. Clicks with a
 * modifier key or another button are left to the browser.
 * @example <a {...linkProps('/office-portal', go)}>Office Portal</a>
 */
export function linkProps(href: string, go: Go, after?: () => void) {
  return {
    href,
    onClick(event: MouseEvent<HTMLElement>) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      go(href);
      after?.();
    },
  };
}
