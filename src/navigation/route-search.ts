/**
 * A query value as text. The router JSON-parses query values, so `?message=404` arrives as a
 * number; screens that want the text as sent read it through this.
 * @example searchText({ message: 404 }, 'message') // '404'
 */
export function searchText(search: Readonly<Record<string, unknown>>, key: string): string | null {
  // The URL's query.
  const value = search[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/**
 * An in-app address with a query, for redirects and links to the account screens.
 * @example hrefWithQuery('/login', { returnTo: '/hub/sales' }) // '/login?returnTo=%2Fhub%2Fsales'
 */
export function hrefWithQuery(
  path: string,
  query: Readonly<Record<string, string | null | undefined>>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null && value !== '') params.set(key, value);
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}
