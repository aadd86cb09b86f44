/** A list's order: one property and a direction. */
export type RecordSort = { field: string; direction: 'asc' | 'desc' };

function rank(value: unknown): number {
  if (value === null || value === undefined || value === '') return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  return 3;
}

/**
 * How many characters of a text (or of an object's JSON) a list sorts by: values agreeing on
 * these tie, and stay by id. A SQL store keeps this much as a record's sort key in its list
 * indexes, whose rows hold about 2,700 bytes at most (500 characters are 2,000 bytes of UTF-8
 * at most), so a longer text is kept and listed like any other.
 */
export const SORT_TEXT_LENGTH = 500;

/**
 * The part of a text a list sorts by: its first SORT_TEXT_LENGTH characters (code points, as
 * PostgreSQL's left() counts them).
 * @example sortText('Milk') // 'Milk'
 */
export function sortText(text: string): string {
  // Fewer code units than the limit: fewer code points too.
  return text.length <= SORT_TEXT_LENGTH ? text : Array.from(text).slice(0, SORT_TEXT_LENGTH).join('');
}

function compareValues(a: unknown, b: unknown): number {
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const left = sortText(typeof a === 'string' ? a : JSON.stringify(a ?? ''));
  const right = sortText(typeof b === 'string' ? b : JSON.stringify(b ?? ''));
  return left < right ? -1 : left > right ? 1 : 0;
}

function idOf(record: Readonly<Record<string, unknown>>): string {
  // Any entity's: fields named at run time.
  return typeof record.id === 'string' ? record.id : '';
}

/**
 * Orders records by the sort field (empty values first ascending), then by id, so every
 * page of a list is stable. Strings compare by code unit, as PostgreSQL's "C" collation does.
 * @example [b, a].sort((x, y) => compareRecords(x, y, { field: 'productName', direction: 'asc' }))
 */
export function compareRecords(
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
  sort?: RecordSort,
): number {
  if (sort !== undefined) {
    const order = compareValues(a[sort.field], b[sort.field]);
    if (order !== 0) return sort.direction === 'asc' ? order : -order;
  }
  const left = idOf(a);
  const right = idOf(b);
  return left < right ? -1 : left > right ? 1 : 0;
}
