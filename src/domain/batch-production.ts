import { zonedWallTime } from './time-zone';

/**
 * A batch code from the product's batchcodeFormat and the day it is made: yyyy, yy, MM and dd
 * become the date of manufacture in the zone; the rest stays as written. Without a format the
 * code is the date alone (yyMMdd).
 * @example batchcodeOf('HB-yyMMdd', '2026-03-02T23:00:00Z', 'Australia/Melbourne') // 'HB-260303'
 */
export function batchcodeOf(format: string | null | undefined, dom: string, timeZone: string): string {
  const wall = zonedWallTime(new Date(dom), timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return (format !== null && format !== undefined && format !== '' ? format : 'yyMMdd')
    .replace('yyyy', String(wall.year))
    .replace('yy', two(wall.year % 100))
    .replace('MM', two(wall.month))
    .replace('dd', two(wall.day));
}

/**
 * A batch code no other batch has: the code itself, else the code with -2, -3, … (a second batch
 * of a product made the same day). A scanned or typed code then names one batch, as picking and
 * a recall need. Codes compare without case or surrounding spaces, as a scan reads them.
 * @example uniqueBatchcode('HB-260303', ['HB-260303']) // 'HB-260303-2'
 */
export function uniqueBatchcode(code: string, taken: Iterable<string | null | undefined>): string {
  const used = new Set<string>();
  for (const other of taken) if (typeof other === 'string') used.add(other.trim().toLowerCase());
  if (!used.has(code.trim().toLowerCase())) return code;
  let next = 2;
  while (used.has(`${code}-${next}`.trim().toLowerCase())) next += 1;
  return `${code}-${next}`;
}

/**
 * When a batch expires: its date of manufacture plus the product's expiryDays (null without them).
 * @example expiryOf('2026-03-02T23:00:00.000Z', 90) // '2026-05-31T23:00:00.000Z'
 */
export function expiryOf(dom: string, expiryDays: number | null | undefined): string | null {
  if (typeof expiryDays !== 'number' || !Number.isFinite(expiryDays)) return null;
  return new Date(Date.parse(dom) + expiryDays * 86_400_000).toISOString();
}

/**
 * What a manufactured product needs made: what is due, plus the stock its lower threshold keeps
 * back, beyond what is in stock or being made; never below zero.
 * @example toMake({ due: 60, inStock: 20, pending: 12 }) // 28
 * @example toMake({ due: 60, inStock: 20, pending: 12, keep: 10 }) // 38
 */
export function toMake(input: { due: number; inStock: number; pending: number; keep?: number }): number {
  return Math.max(0, input.due + Math.max(0, input.keep ?? 0) - input.inStock - input.pending);
}
