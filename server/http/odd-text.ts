import { HttpProblem } from './problem';

// A NUL, or half of a UTF-16 surrogate pair without its other half: text PostgreSQL cannot store.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Said when a request carries text that cannot be stored. */
export const UNSTORABLE_TEXT_MESSAGE =
  'holds a character that cannot be stored (a NUL or an unpaired surrogate); remove it and try again';

/**
 * Whether text holds a NUL or a lone surrogate.
 * @example isUnstorableText('a\u0000b') // true
 * @example isUnstorableText('Café ☕') // false
 */
export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The dotted path of the first string (or key) in a JSON value that cannot be stored, or null.
 * @example unstorablePath({ lines: [{ note: 'x\u0000' }] }) // 'lines.0.note'
 */
export function unstorablePath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isUnstorableText(value) ? path || '(value)' : null;
  if (typeof value !== 'object' || value === null) return null;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const here = path === '' ? key : `${path}.${key}`;
    if (isUnstorableText(key)) return here;
    const found = unstorablePath(item, here);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses, with a 400 naming the field, a body that holds text a store cannot keep.
 * @example requireStorable({ productName: 'Milk' }, 'The request body') // returns nothing
 */
export function requireStorable(value: unknown, what: string): void {
  const path = unstorablePath(value);
  if (path !== null)
    throw new HttpProblem(400, `${what} ${path === '(value)' ? '' : `(${path}) `}${UNSTORABLE_TEXT_MESSAGE}`);
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // Malformed escapes are kept as their literal text by the router too.
    return text;
  }
}

/**
 * The problem with a request address (its path or a query parameter holding a NUL or a
 * lone surrogate), or null when it is fine.
 * @example addressProblem(new URL('http://x/api/v1/Locations/getAll?searchString=%00')) // 'The searchString parameter holds …'
 */
export function addressProblem(url: URL): string | null {
  if (isUnstorableText(decoded(url.pathname))) return `The address ${UNSTORABLE_TEXT_MESSAGE}`;
  for (const [name, value] of url.searchParams) {
    if (isUnstorableText(name) || isUnstorableText(value))
      return `The ${isUnstorableText(name) ? 'query' : name} parameter ${UNSTORABLE_TEXT_MESSAGE}`;
  }
  return null;
}
