import { useLiveQuery } from 'dexie-react-hooks';
import type { SelectOption } from '../../blocks/SelectDialog';
import { useData } from '../../data/data-context';
import { readRecords } from '../../data/use-records';
import type { EntityField } from '../../entities/entity-definition';

/** Options of each referenced navigation name, by that name. */
export type ReferenceOptions = ReadonlyMap<string, readonly SelectOption[]>;

const NONE: ReferenceOptions = new Map();

function optionLabel(record: Readonly<Record<string, unknown>>, property: string | undefined): string {
  const value = property === undefined ? undefined : record[property];
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number') return String(value);
  return typeof record.id === 'string' ? record.id : '';
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
  const references = fields.flatMap((field) => (field.kind === 'reference' && field.reference !== undefined ? [field] : []));
  const key = references.map((field) => `${field.name}:${field.reference ?? ''}:${field.referenceLabel ?? ''}`).join('|');
  const options = useLiveQuery(
    async () => {
      const byName = new Map<string, SelectOption[]>();
      for (const field of references) {
        const name = field.reference;
        if (name === undefined || byName.has(name)) continue;
        const records = await readRecords(db, name, { includeInactive: true });
        byName.set(
          name,
          records.flatMap((record) =>
            typeof record.id === 'string' ? [{ value: record.id, label: optionLabel(record, field.referenceLabel), ...(record.isInactive === true ? { inactive: true } : {}) }] : [],
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
 * the mirror. Labels are looked up by id, so a 10,000-row list stays quick.
 * @example referenceLabelFrom(options)(categoryField, 'c1') // 'Dairy'
 */
export function referenceLabelFrom(options: ReferenceOptions) {
  const labels = new Map<string, ReadonlyMap<string, string>>();
  for (const [name, list] of options) labels.set(name, new Map(list.map((option) => [option.value, option.label])));
  return (field: EntityField, id: string): string | null => {
    if (field.reference === undefined) return null;
    return labels.get(field.reference)?.get(id) ?? null;
  };
}
