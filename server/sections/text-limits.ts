import type { EntityDefinition, FieldKind } from '../../src/entities/entity-definition';
import type { FieldError } from '../http/problem';

/** The longest text a one-line field takes (a name, a code, an e-mail, a phone number). */
export const MAX_LINE_LENGTH = 1_000;

/** The longest text any other field takes (a description, notes). */
export const MAX_TEXT_LENGTH = 20_000;

/**
 * An image kept in its record as a data URL (the company's invoice logo, 256 px): bounded by the
 * request body limit (1 MB), not by the text limits, which a small PNG already passes.
 */
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|webp|gif|svg\+xml);base64,/;

// The form's one-line kinds; a multiline field, or a field no form shows, may hold more.
const ONE_LINE: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'text',
  'email',
  'phone',
  'select',
  'tags',
  'reference',
  'cron',
  'colour',
  'date',
  'datetime',
]);

// An entity's fields are fixed: their kinds by name are read once (every write and imported row asks).
const kindsByFields = new WeakMap<
  readonly { name: string; kind: FieldKind }[],
  ReadonlyMap<string, FieldKind>
>();

function kindsOf(fields: readonly { name: string; kind: FieldKind }[]): ReadonlyMap<string, FieldKind> {
  let kinds = kindsByFields.get(fields);
  if (kinds === undefined) {
    kinds = new Map(fields.map((field) => [field.name, field.kind]));
    kindsByFields.set(fields, kinds);
  }
  return kinds;
}

/** Said of a field whose text is longer than it may be. */
export function textTooLongMessage(limit: number): string {
  return `Must be ${limit.toLocaleString('en-AU')} characters or fewer`;
}

/**
 * The record's top-level text fields longer than they may be: one-line fields of the entity's
 * form at most MAX_LINE_LENGTH characters, any other text at most MAX_TEXT_LENGTH. Every write
 * goes through it (validateRecord), a single call, a batch or an import row alike.
 * @example textLengthErrors(products, { id: 'p1', productName: 'x'.repeat(1001) }) // [{ field: 'productName', message: 'Must be 1,000 characters or fewer' }]
 */
export function textLengthErrors(
  entity: Pick<EntityDefinition, 'fields'>,
  // A record of whichever entity the call names, chosen at run time: its fields are read by name.
  data: Readonly<Record<string, unknown>>,
): FieldError[] {
  const kinds = kindsOf(entity.fields);
  const errors: FieldError[] = [];
  // Every write and imported row comes here: a short text is passed before any lookup.
  for (const field in data) {
    const value = data[field];
    if (typeof value !== 'string' || value.length <= MAX_LINE_LENGTH) continue;
    const kind = kinds.get(field);
    const limit = kind !== undefined && ONE_LINE.has(kind) ? MAX_LINE_LENGTH : MAX_TEXT_LENGTH;
    if (value.length > limit && !IMAGE_DATA_URL.test(value))
      errors.push({ field, message: textTooLongMessage(limit) });
  }
  return errors;
}
