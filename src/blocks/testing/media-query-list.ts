/**
 * A jsdom stand-in for the answer of window.matchMedia: fixed `matches`, listeners ignored.
 * @example window.matchMedia = (query) => mediaQueryList(query, false);
 */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}
