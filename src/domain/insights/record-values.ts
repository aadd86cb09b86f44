import { displayOf, numberOrZero, type AnyRecord as LooseRecord } from '../unknown-values';

/** A mirror or server record as the aggregations read it: any fields, loosely typed. */
export type AnyRecord = Readonly<LooseRecord>;

/**
 * A record's date field as epoch ms; NaN when missing, empty (the server's year-1 marker) or unreadable.
 * @example timeOf({ dueOn: '2026-11-25T00:00:00Z' }, 'dueOn') // 1795564800000
 */
export function timeOf(record: AnyRecord, field: string): number {
  const value = record[field];
  if (typeof value !== 'string' || value.length === 0 || value.startsWith('0001-01-01')) return Number.NaN;
  return Date.parse(value);
}

/**
 * A record's number field, 0 when missing or not a finite number.
 * @example fieldNumber({ amountTotal: 12.5 }, 'amountTotal') // 12.5
 */
export function fieldNumber(record: AnyRecord, field: string): number {
  return numberOrZero(record[field]);
}

/**
 * A record's text or id field, '' when missing.
 * @example fieldText({ buyerID: 'c1' }, 'buyerID') // 'c1'
 */
export function fieldText(record: AnyRecord, field: string): string {
  return displayOf(record[field]) ?? '';
}

/** True for a record that was deleted (kept inactive). */
export function isInactive(record: AnyRecord): boolean {
  return record['isInactive'] === true;
}

/** The records in a list field (order items, line items, movements), [] when missing. */
export function listOf(record: AnyRecord, field: string): readonly AnyRecord[] {
  const value = record[field];
  return Array.isArray(value) ? (value as AnyRecord[]) : [];
}

/**
 * Companies' names by id from the public directory and the agreements (customers, suppliers).
 * @example nameIndex([{ id: 'c1', companyName: 'Cafe' }]).get('c1') // 'Cafe'
 */
export function nameIndex(...lists: readonly (readonly AnyRecord[])[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const list of lists) {
    for (const record of list) {
      const id = fieldText(record, 'id');
      const name =
        fieldText(record, 'companyName') || fieldText(record, 'userName') || fieldText(record, 'productName');
      if (id !== '' && name !== '' && !names.has(id)) names.set(id, name);
    }
  }
  return names;
}
