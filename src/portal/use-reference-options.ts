import { useLiveQuery } from 'dexie-react-hooks';
import type { SelectOption } from '../blocks/SelectDialog';
import { useData } from '../data/data-context';
import { readRecords } from '../data/use-records';
import type { EntityField } from '../entities/entity-definition';
import type { AnyRecord } from '../domain/unknown-values';

/** A referenced record as an option, with the values of the properties fields match it by (matchBy). */
export type ReferenceOption = SelectOption & { matches?: Readonly<Record<string, string>> };

/** Options of each referenced navigation name, by that name. */
export type ReferenceOptions = ReadonlyMap<string, readonly ReferenceOption[]>;

const NONE: ReferenceOptions = new Map();

/** The company directory: every company's public name, by its id. */
const PUBLIC_COMPANIES = 'public-companies';

function optionLabel(record: Readonly<AnyRecord>, property: string | undefined): string {
  const value = property === undefined ? undefined : record[property];
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number') return String(value);
  return typeof record.id === 'string' ? record.id : '';
}

// A directory's company the viewer holds a relationship with (isVerified, worked out by the
// services for each viewer) is marked where it is picked, so a lookalike is visibly not it.
function markOf(record: Readonly<AnyRecord>): { mark?: string } {
  return record.isVerified === true ? { mark: TRADING_PARTNER_MARK } : {};
}

/** Beside a company the viewer trades with, where it is picked. */
export const TRADING_PARTNER_MARK = 'you trade with them';

function matchesOf(
  record: Readonly<AnyRecord>,
  properties: readonly string[],
): { matches?: Record<string, string> } {
  const matches: Record<string, string> = {};
  for (const property of properties) {
    const value = record[property];
    if (typeof value === 'string' && value !== '') matches[property] = value;
  }
  return Object.keys(matches).length === 0 ? {} : { matches };
}

/**
 * The referenced records of every reference field, live from the mirror, as select options
 * (label = the field's referenceLabel). Inactive records come too, marked inactive: a value
 * may still point at one, and shows its name, though forms do not offer it. One live query for all of them, so the number of
 * reference fields never changes the hooks called.
 * @example const options = useReferenceOptions(products.fields); options.get('product-categories')
 */
export function useReferenceOptions(fields: readonly EntityField[]): ReferenceOptions {
  const { db } = useData();
  const references = fields.flatMap((field) =>
    field.kind === 'reference' && field.reference !== undefined ? [field] : [],
  );
  const key = references
    .map(
      (field) =>
        `${field.name}:${field.reference ?? ''}:${field.referenceLabel ?? ''}:${field.matchBy ?? ''}`,
    )
    .join('|');
  const options = useLiveQuery(
    async () => {
      const byName = new Map<string, ReferenceOption[]>();
      for (const field of references) {
        const name = field.reference;
        if (name === undefined || byName.has(name)) continue;
        const matchBy = references.flatMap((other) =>
          other.reference === name && other.matchBy !== undefined ? [other.matchBy] : [],
        );
        const records = await readRecords(db, name, { includeInactive: true });
        byName.set(
          name,
          records.flatMap((record) =>
            typeof record.id === 'string'
              ? [
                  {
                    value: record.id,
                    label: optionLabel(record, field.referenceLabel),
                    ...(record.isInactive === true ? { inactive: true } : {}),
                    ...markOf(record),
                    ...matchesOf(record, matchBy),
                  },
                ]
              : [],
          ),
        );
      }
      return byName as ReferenceOptions;
    },
    // The fields are read through `key`: a new array with the same references is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [db, key],
  );
  return options ?? NONE;
}

/**
 * The label of a referenced record (active or not) for list cells, or null when it is not in
 * the mirror. Labels are looked up by id, so a 10,000-row list stays quick. A field with
 * matchBy whose id is another company's record (an order a customer placed names its own
 * supplier record) shows the company's own record with the row's value of that property.
 * @example referenceLabelFrom(options)(categoryField, 'c1') // 'Dairy'
 * @example referenceLabelFrom(options)(customerField, 'their-supplier-record', { buyerID: 'comp-cafe' }) // 'Brunswick Street Espresso'
 */
export function referenceLabelFrom(options: ReferenceOptions) {
  const labels = new Map<string, ReadonlyMap<string, string>>();
  const matched = new Map<string, Map<string, string>>();
  for (const [name, list] of options) {
    labels.set(name, new Map(list.map((option) => [option.value, option.label])));
    for (const option of list) {
      for (const [property, value] of Object.entries(option.matches ?? {})) {
        const key = `${name}\u0000${property}`;
        const byValue = matched.get(key) ?? new Map<string, string>();
        // An active record wins over an inactive one naming the same company.
        if (!byValue.has(value) || option.inactive !== true) byValue.set(value, option.label);
        matched.set(key, byValue);
      }
    }
  }
  return (field: EntityField, id: string, row?: Readonly<AnyRecord>): string | null => {
    if (field.reference === undefined) return null;
    const own = labels.get(field.reference)?.get(id);
    if (own !== undefined) return own;
    const value = field.matchBy === undefined ? undefined : row?.[field.matchBy];
    if (typeof value !== 'string') return null;
    // Else the company itself, by its public name: an order the company fulfils for a client
    // names the client's own agreement with its customer, which the 3PL never reads.
    return (
      matched.get(`${field.reference}\u0000${field.matchBy}`)?.get(value) ??
      labels.get(PUBLIC_COMPANIES)?.get(value) ??
      null
    );
  };
}
