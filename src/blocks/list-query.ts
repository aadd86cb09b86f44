/**
 * The query values list screens read and write (spec doc 2, section 2):
 * searchString, filterBy (comma-separated filter names), page and proxyID.
 */
export type ListQueryValues = {
  readonly searchString: string;
  readonly filterBy: readonly string[];
  readonly page: number;
  readonly proxyID: string | null;
};

export const LIST_QUERY_KEYS = ['searchString', 'filterBy', 'page', 'proxyID'] as const;

export const EMPTY_LIST_QUERY: ListQueryValues = { searchString: '', filterBy: [], page: 1, proxyID: null };

/**
 * Splits a comma-separated filter list, trimming and dropping blanks and repeats.
 * @example parseFilterBy('Sold, Perishable,,Sold') // ['Sold', 'Perishable']
 */
export function parseFilterBy(text: string | null | undefined): string[] {
  const names = (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return [...new Set(names)];
}

/**
 * Reads the list's values from URL search params; a missing or bad page is 1.
 * @example readListQuery(new URLSearchParams('filterBy=Sold&page=2')) // { searchString: '', filterBy: ['Sold'], page: 2, proxyID: null }
 */
export function readListQuery(params: URLSearchParams): ListQueryValues {
  const page = Number(params.get('page'));
  const proxyID = params.get('proxyID');
  return {
    searchString: params.get('searchString') ?? '',
    filterBy: parseFilterBy(params.get('filterBy')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    proxyID: proxyID === null || proxyID === '' ? null : proxyID,
  };
}

/**
 * Writes the list's values into a copy of `params`, leaving other keys alone and dropping
 * defaults (no search, no filters, page 1, no proxy) so URLs stay short.
 * @example writeListQuery(new URLSearchParams('tab=2'), { searchString: 'flour', filterBy: [], page: 1, proxyID: null }).toString()
 * // 'tab=2&searchString=flour'
 */
export function writeListQuery(params: URLSearchParams, values: ListQueryValues): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: (typeof LIST_QUERY_KEYS)[number], value: string | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  };
  set('searchString', values.searchString);
  set('filterBy', values.filterBy.join(','));
  set('page', values.page > 1 ? String(values.page) : null);
  set('proxyID', values.proxyID);
  return next;
}

/**
 * Whether two sets of values ask for the same rows (filter order does not matter).
 * @example sameListQuery(a, { ...a }) // true
 */
export function sameListQuery(a: ListQueryValues, b: ListQueryValues): boolean {
  return (
    a.searchString === b.searchString &&
    a.page === b.page &&
    a.proxyID === b.proxyID &&
    sameNames(a.filterBy, b.filterBy)
  );
}

/** @example sameNames(['a', 'b'], ['b', 'a']) // true */
export function sameNames(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((name) => right.has(name));
}
