import type { EntityField } from '../entities/entity-definition';
import { readPath } from '../domain/csv/property-path';
import { hasValue } from '../domain/field-validation';

/**
 * The fields a form shows: all of them, except that a new record's form leaves out read-only
 * fields with nothing in them (its number, totals and dates the services give once it is saved),
 * since nobody can fill them in yet.
 * @example formFieldsShown(orders.fields, { isNew: true, item: {} }).some((f) => f.name === 'customerOrderNumber') // false
 */
export function formFieldsShown(
  fields: readonly EntityField[],
  state: { isNew: boolean; item: unknown },
): readonly EntityField[] {
  if (!state.isNew) return fields;
  return fields.filter((field) => {
    if (field.readOnly !== true) return true;
    const value = readPath(state.item, field.name);
    // An unticked box is a value here (a new item starts its boxes false), not a blank to hide.
    return value === false || hasValue(value);
  });
}
