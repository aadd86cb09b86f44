import { isEmptyDate } from './formats';

/**
 * Reading values whose type is not known: a CSV cell, a JSON body from a port, a field of a
 * record whose entity is chosen at run time. A record read through its schema is typed already
 * and needs none of these.
 */

/**
 * A non-empty string, else null.
 * @example textOf('milk') // 'milk'
 * @example textOf('') // null
 * @example textOf(3) // null
 */
export function textOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * A string, else '' (an empty string stays empty).
 * @example textOrEmpty('milk') // 'milk'
 * @example textOrEmpty(undefined) // ''
 */
export function textOrEmpty(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * A string with something beside spaces, as it is (not trimmed), else null.
 * @example nonBlankOf(' milk') // ' milk'
 * @example nonBlankOf('  ') // null
 */
export function nonBlankOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * A value shown as text where a number or a name stands (an order or invoice number, a name):
 * a finite number as written, a string trimmed; null for blank text or anything else.
 * @example displayOf(1008) // '1008'
 * @example displayOf(' PO-7 ') // 'PO-7'
 * @example displayOf('  ') // null
 */
export function displayOf(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  return trimmedOf(value);
}

/**
 * A plain value as a list cell's or a CSV cell's text: a string as it is, a finite number as
 * written, a flag as Yes or No; '' for anything else (null, an object).
 * @example plainTextOf(true) // 'Yes'
 * @example plainTextOf(Number.NaN) // ''
 */
export function plainTextOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return '';
}

/**
 * A finite number, or text that reads as one (a number kept as text), else null.
 * @example numericOf('12.5') // 12.5
 * @example numericOf(' ') // null
 */
export function numericOf(value: unknown): number | null {
  if (typeof value === 'string' && value.trim() !== '') return numberOf(Number(value));
  return numberOf(value);
}

/**
 * Whether a date field holds a date: a string that is neither blank nor the server's empty
 * date (0001-01-01, its "no date"). For the moments a record reaches (delivered, picked, ended).
 * @example hasDate('2026-03-03T01:00:00Z') // true
 * @example hasDate('0001-01-01T00:00:00Z') // false
 * @example hasDate(null) // false
 */
export function hasDate(value: unknown): value is string {
  return typeof value === 'string' && !isEmptyDate(value);
}

/**
 * A string with something beside spaces, trimmed, else null: for text a person typed (a CSV
 * cell, a name in a request).
 * @example trimmedOf('  milk ') // 'milk'
 * @example trimmedOf('   ') // null
 */
export function trimmedOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * A finite number, else null.
 * @example numberOf(2.5) // 2.5
 * @example numberOf('2.5') // null
 * @example numberOf(Number.NaN) // null
 */
export function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * A finite number, else 0: for a count or amount that is nothing when missing.
 * @example numberOrZero(undefined) // 0
 */
export function numberOrZero(value: unknown): number {
  return numberOf(value) ?? 0;
}

/**
 * A boolean, else null.
 * @example flagOf(false) // false
 * @example flagOf('true') // null
 */
export function flagOf(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

/**
 * A JSON object: not null, not an array (a parsed body's entry, a stored signature's point).
 * @example isJsonObject({ x: 1 }) // true
 * @example isJsonObject([1]) // false
 */
export function isJsonObject(value: unknown): value is AnyRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A record whose entity is chosen at run time (the stores, the mirror, the sync's merge, the
 * services' write rules that serve every section), or a JSON object not yet checked (a request
 * body): its fields by name, each of unknown type. Where the entity is known, use RecordOf<N>
 * (src/entities/record-of.ts) instead.
 */
export type AnyRecord = Record<string, unknown>;
