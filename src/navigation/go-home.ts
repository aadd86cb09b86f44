/** The app's home route. */
export const HOME_PATH = '/';

/**
 * Where go-home leads from a path (guard step 7): inside a portal path (a segment containing
 * '-portal') that portal's home first; from the portal's home itself, or anywhere else, home.
 * @example homePathFor('/office-portal/products') // '/office-portal'
 * @example homePathFor('/office-portal') // '/'
 * @example homePathFor('/hub/dispatch') // '/'
 */
export function homePathFor(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  const portalIndex = segments.findIndex((segment) => segment.includes('-portal'));
  if (portalIndex < 0) return HOME_PATH;
  const portalHome = `/${segments.slice(0, portalIndex + 1).join('/')}`;
  // Already at the portal's home: the next step home is the app's home.
  return segments.length === portalIndex + 1 ? HOME_PATH : portalHome;
}
