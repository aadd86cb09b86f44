import { dequal } from 'dequal';

/**
 * The one equality of record values, used by the client (form and sync rebase) and the server
 * (party checks, flows that skip a write that changes nothing), so both sides agree on what
 * changed. Values are compared as the JSON the server stores and sends:
 * - a missing field, `undefined` and `null` are all blank, and equal to each other;
 * - a Date is its ISO text; a number is itself (5 is not '5': records are parsed by their schema);
 * - key order does not matter, array order does.
 * The normalised values are compared by `dequal`.
 */

export type SameValueOptions = {
  /** Keys never compared, at any depth (the client's own `_sync…` fields, say). */
  readonly ignoreKey?: (key: string) => boolean;
};

/**
 * The value as JSON would carry it, with blank object fields left out.
 * @example normalisedValue({ a: undefined, b: null, c: [undefined], d: new Date(0) }) // { c: [null], d: '1970-01-01T00:00:00.000Z' }
 */
export function normalisedValue(value: unknown, options: SameValueOptions = {}): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : null;
  if (Array.isArray(value)) return value.map((item) => normalisedValue(item, options));
  if (typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (options.ignoreKey?.(key) === true) continue;
    const normal = normalisedValue(field, options);
    if (normal !== null) out[key] = normal;
  }
  return out;
}

/**
 * Whether two record values are the same (the rule above).
 * @example sameValue({ a: 1, b: null }, { a: 1 }) // true
 * @example sameValue({ a: 1 }, { a: '1' }) // false
 */
export function sameValue(a: unknown, b: unknown, options: SameValueOptions = {}): boolean {
  if (Object.is(a, b)) return true;
  // Text and flags, the most common fields, need no normalising.
  if (typeof a === 'string' || typeof a === 'boolean') return a === normalisedValue(b);
  if (typeof b === 'string' || typeof b === 'boolean') return b === normalisedValue(a);
  return dequal(normalisedValue(a, options), normalisedValue(b, options));
}
