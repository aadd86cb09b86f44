import { embeddedReferenceLabel } from './embedded-reference-label';
import { formatDate, formatTime } from '../domain/formats';
import { formatMoney } from '../domain/money';
import { orderDisplayName } from '../domain/order-display-name';
import { describeSchedule } from '../domain/schedule-description';
import type { EntityField, FieldKind } from '../entities/entity-definition';
import { parseTags } from './tags';
import { numericOf, plainTextOf, type AnyRecord } from '../domain/unknown-values';

/** What a cell needs besides its value. */
export type CellContext = {
  field: EntityField;
  /** The user's time zone for dates. */
  timeZone: string;
  /** The label of a referenced record, when the caller has it. */
  referenceLabel?: (field: EntityField, id: string, row?: Readonly<AnyRecord>) => string | null | undefined;
  /** The row the cell belongs to (a reference may be found by another of its fields). */
  row?: Readonly<AnyRecord>;
};

/** Turns a value into the plain text of a list cell (table, mobile list, search). */
export type CellText = (value: unknown, context: CellContext) => string;

const numberFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 6 });

function asDate(value: unknown): string | Date | null {
  return typeof value === 'string' || value instanceof Date ? value : null;
}

/**
 * Cell text for every field kind; exhaustive, so a new kind fails to compile until handled.
 * @example CELL_TEXT.money(1234.5, context) // '$1,234.50'
 */
export const CELL_TEXT: Readonly<Record<FieldKind, CellText>> = {
  text: plainTextOf,
  multiline: (value) => plainTextOf(value).split(/\r?\n/)[0] ?? '',
  number: (value) => {
    const number = numericOf(value);
    return number === null ? '' : numberFormat.format(number);
  },
  money: (value) => {
    const number = numericOf(value);
    return number === null ? '' : formatMoney(number);
  },
  boolean: (value) => (value === true ? 'Yes' : ''),
  date: (value, { timeZone }) => formatDate(asDate(value), timeZone),
  datetime: (value, { timeZone }) => {
    const date = formatDate(asDate(value), timeZone);
    return date === '' ? '' : `${date} ${formatTime(asDate(value), timeZone)}`;
  },
  email: plainTextOf,
  phone: plainTextOf,
  select: plainTextOf,
  tags: (value) => {
    if (typeof value === 'string') return parseTags(value).join(', ');
    if (Array.isArray(value))
      return parseTags(value.filter((tag): tag is string => typeof tag === 'string')).join(', ');
    return '';
  },
  // The referenced record's name; else the row's own copy of it (a record another company keeps);
  // a field matched by another property (matchBy) is named by it even with no id of its own.
  reference: (value, { field, referenceLabel, row }) => {
    const id = plainTextOf(value);
    if (id === '' && (field.matchBy === undefined || typeof row?.[field.matchBy] !== 'string')) return '';
    return referenceLabel?.(field, id, row) ?? embeddedReferenceLabel(field, row) ?? id;
  },
  // Schedules in words ('Mondays at 6:00 AM'); an expression the editor cannot describe stays raw.
  cron: (value) => describeSchedule(plainTextOf(value)),
  colour: plainTextOf,
  // A drawn area in a list: how many corners it has (the map is on the record).
  boundary: (value) => {
    const corners = Array.isArray(value) ? value.length : 0;
    return corners >= 3 ? `Area of ${corners} points` : '';
  },
};

/**
 * The text of one cell for a field.
 * @example cellText({ name: 'dueOn', label: 'Due On', kind: 'date' }, '2026-09-05T23:07:09Z', 'Australia/Melbourne') // '06 Sep 2026'
 */
export function cellText(
  field: EntityField,
  value: unknown,
  timeZone: string,
  referenceLabel?: CellContext['referenceLabel'],
  row?: CellContext['row'],
): string {
  // An order's name column names it by a number or its due date, whichever it has (never its id).
  if (field.display === 'orderName')
    return orderDisplayName(
      row ?? { [field.name]: value },
      field.name === 'customerOrderNumber' ? 'seller' : 'buyer',
      timeZone,
    );
  const context: CellContext = {
    field,
    timeZone,
    ...(referenceLabel === undefined ? {} : { referenceLabel }),
    ...(row === undefined ? {} : { row }),
  };
  return CELL_TEXT[field.kind](value, context);
}
