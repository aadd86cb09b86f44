import { isMarketingPath } from '../../blocks/menus/drawer-variant';
import { appShellStore } from '../../blocks/pwa/register-app-service-worker';

/**
 * Whether the top bar's menus load when the page is first idle instead of when first opened: on
 * a device that has not stored the app yet, from the sign-in page on (anywhere but the home and
 * demo pages a visitor reads first), so a device taken off the network in its first seconds at
 * work still has its menus (issue 26 §2). Once the app is stored (its service worker controls the
 * page), they load on demand from the precache, and no page loads their code (Menu, Popover,
 * floating-ui: about 30 KB gzipped) unasked.
 * @example menusFirstOnIdle('/office-portal') // true on a new device, false once the app is stored
 */
export function menusFirstOnIdle(pathname: string): boolean {
  return !isMarketingPath(pathname) && appShellStore().getSnapshot() !== 'stored';
}

/**
 * Runs `work` when the page is next idle (a short wait where the browser cannot say); answers the cancel.
 * @example useEffect(() => (preload ? whenIdle(start) : undefined), [preload]);
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 300);
  return () => window.clearTimeout(handle);
}
