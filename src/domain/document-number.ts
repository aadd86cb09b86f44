/**
 * Document numbers the services give new records: order numbers, invoice numbers, consignment
 * and import numbers. Each company numbers each kind of document on its own, from one above the
 * highest number it already holds (so imported and older documents are never repeated), and
 * never below the kind's first number. Plain numbers (orders: 1008) or a prefix and a zero-padded
 * number (invoices: INV-1002).
 */
export type DocumentNumbering = {
  /** The record's field holding the number, e.g. 'customerOrderNumber'. */
  field: string;
  /** Text before the digits; '' for a plain number stored as a number. */
  prefix: string;
  /** The first number a company gets. */
  first: number;
  /** Digits at least, zero-padded (prefixed numbers only). */
  width: number;
  /**
   * Whose series numbers the record, when not its owner's: the company named in this field (an
   * order is numbered by its seller, whoever placed it), in the series of `seriesSection`.
   */
  numberedBy?: string;
  /** The section whose series gives the number (the record's own section when left out). */
  seriesSection?: string;
};

/** Digits a number may have: past 15, a double no longer holds every integer. */
export const DOCUMENT_NUMBER_MAX_DIGITS = 15;

/**
 * The number a stored value holds under the rule: the prefix followed by digits only, or
 * without a prefix a whole number too; null for anything else (another prefix, free text).
 * @example documentNumberValue({ field: 'invoiceNumber', prefix: 'INV-', first: 1000, width: 4 }, 'INV-0041') // 41
 */
export function documentNumberValue(rule: Pick<DocumentNumbering, 'prefix'>, value: unknown): number | null {
  if (typeof value === 'number')
    return rule.prefix === '' &&
      Number.isInteger(value) &&
      value >= 0 &&
      value < 10 ** DOCUMENT_NUMBER_MAX_DIGITS
      ? value
      : null;
  if (typeof value !== 'string' || !value.startsWith(rule.prefix)) return null;
  const digits = value.slice(rule.prefix.length);
  return new RegExp(`^[0-9]{1,${DOCUMENT_NUMBER_MAX_DIGITS}}$`).test(digits) ? Number(digits) : null;
}

/**
 * The next number after the highest one held (null: none yet), never below the first.
 * @example nextDocumentNumber({ field: 'customerOrderNumber', prefix: '', first: 1000, width: 0 }, 1007) // 1008
 */
export function nextDocumentNumber(rule: Pick<DocumentNumbering, 'first'>, highest: number | null): number {
  return Math.max(rule.first, (highest ?? 0) + 1);
}

/**
 * The number as the record stores it: a number when the rule has no prefix, else text.
 * @example formatDocumentNumber({ field: 'invoiceNumber', prefix: 'INV-', first: 1000, width: 4 }, 42) // 'INV-0042'
 */
export function formatDocumentNumber(
  rule: Pick<DocumentNumbering, 'prefix' | 'width'>,
  value: number,
): number | string {
  return rule.prefix === '' ? value : `${rule.prefix}${String(value).padStart(rule.width, '0')}`;
}
