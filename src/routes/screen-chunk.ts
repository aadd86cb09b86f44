import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * A screen's code or styles could not be fetched: on a new device before the app is stored,
 * with the network gone. Not a fault of the screen; it opens once the network is back.
 */
export class ScreenLoadError extends Error {
  override name = 'ScreenLoadError';
}

/**
 * Whether an error thrown while a screen opened is its code or styles failing to load.
 * @example isScreenLoadError(new ScreenLoadError('…')) // true
 */
export function isScreenLoadError(error: unknown): boolean {
  if (error instanceof ScreenLoadError) return true;
  // A chunk a screen loads itself (the data layer, a blade): the browsers' and Vite's own words.
  const message = error instanceof Error ? error.message : '';
  return CHUNK_FAILURES.some((start) => message.startsWith(start));
}

const CHUNK_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

/**
 * A route's screen as its own chunk, loaded when its route is first matched (the router's
 * lazyRouteComponent), whose failure to load is a ScreenLoadError: the route's error screen
 * says so in the app's words with a Retry, and the router does not reload the page for it
 * (a reload with no network and no stored app is the browser's own offline page).
 * @example lazyScreen(() => import('../screens/home/HomePage'), 'HomePage')
 */
// oxlint-disable-next-line typescript/no-explicit-any -- the router's own signature, so each screen keeps its props' type.
export function lazyScreen<T extends Record<string, any>, TKey extends keyof T = 'default'>(
  importer: () => Promise<T>,
  exportName?: TKey,
): ReturnType<typeof lazyRouteComponent<T, TKey>> {
  return lazyRouteComponent<T, TKey>(
    () =>
      importer().catch((cause: unknown) => {
        throw new ScreenLoadError('This screen could not load.', { cause });
      }),
    exportName,
  );
}

type PreloadErrorEvent = Event & { payload?: unknown };

/**
 * Vite adds a lazy screen's stylesheet as a <link> and, on a retry, skips any link already in
 * the page, loaded or not: a stylesheet that failed (offline) is removed, so the retry fetches
 * it again and the screen opens styled.
 * @example forgetFailedStylesheets(window)
 */
export function forgetFailedStylesheets(
  target: Pick<Window, 'addEventListener'> & { document: Document },
): void {
  target.addEventListener('vite:preloadError', (event: PreloadErrorEvent) => {
    const message = event.payload instanceof Error ? event.payload.message : '';
    const href = /^Unable to preload CSS for (.+)$/.exec(message)?.[1];
    if (href === undefined) return;
    for (const link of target.document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
      if (link.href === href) link.remove();
  });
}
