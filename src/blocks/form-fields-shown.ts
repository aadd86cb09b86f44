import type { EntityField } from '../entities/entity-definition';
import { readPath } from '../domain/csv/csv-export';

function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
}

/**
 * The fields a form shows: all of them, except that a new record's form leaves out read-only
 * fields with nothing in them (its number, totals and dates the services give once it is saved),
 * since nobody can fill them in yet.
 * @example formFieldsShown(orders.fields, { isNew: true, item: {} }).some((f) => f.name === 'customerOrderNumber') // false
 */
export function formFieldsShown(fields: readonly EntityField[], state: { isNew: boolean; item: unknown }): readonly EntityField[] {
  if (!state.isNew) return fields;
  return fields.filter((field) => field.readOnly !== true || hasValue(readPath(state.item, field.name)));
}
