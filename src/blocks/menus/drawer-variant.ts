/** Which side drawer a screen gets (spec doc 1, section 2 'App shell'). */
export type DrawerVariant = 'marketing' | 'back-office' | 'none';

/** Screens whose drawer holds the marketing anchors. */
export const MARKETING_PATHS: readonly string[] = ['/', '/home', '/demo'];

/**
 * The home and demo screens get the marketing anchors; elsewhere the back-office drawer
 * shows when logged in or in training mode, and no drawer otherwise.
 * @example drawerVariant('/demo', { loggedIn: true, training: false }) // 'marketing'
 * @example drawerVariant('/hub/packing', { loggedIn: false, training: false }) // 'none'
 */
export function drawerVariant(
  pathname: string,
  state: { loggedIn: boolean; training: boolean },
): DrawerVariant {
  if (isMarketingPath(pathname)) return 'marketing';
  return state.loggedIn || state.training ? 'back-office' : 'none';
}

/**
 * Whether a path is the home or demo screen (a trailing slash is the same screen).
 * @example isMarketingPath('/home/') // true
 */
export function isMarketingPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MARKETING_PATHS.includes(trimmed === '' ? '/' : trimmed);
}
