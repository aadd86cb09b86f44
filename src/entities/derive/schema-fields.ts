import { genericItemEntries } from '../../domain/schemas/generic-item';
import type { EntityDefinition } from '../entity-definition';
import type { AnyRecord } from '../../domain/unknown-values';

/** Fields every stored record has, whatever its schema says (the bookkeeping fields and externalReferences). */
export const GENERIC_FIELDS: readonly string[] = Object.keys(genericItemEntries);

function entriesOf(schema: unknown): AnyRecord | null {
  if (typeof schema !== 'object' || schema === null) return null;
  if ('entries' in schema && typeof schema.entries === 'object' && schema.entries !== null) {
    return schema.entries as AnyRecord;
  }
  // Wrapped schemas (pipe, optional) keep the object schema in `wrapped` or the first pipe item.
  if ('wrapped' in schema) return entriesOf(schema.wrapped);
  if ('pipe' in schema && Array.isArray(schema.pipe)) return entriesOf(schema.pipe[0]);
  return null;
}

// A schema is made once and never changed: its fields are worked out once (every write and every
// imported row asks, several times).
const fieldsOfSchema = new WeakMap<object, ReadonlySet<string>>();

/**
 * The top-level property names of an entity: its schema's fields plus the generic ones.
 * Query conditions, `properties` and sorting may only name these.
 * @example schemaFields(products).includes('productName') // true
 */
export function schemaFields(entity: Pick<EntityDefinition, 'schema'>): ReadonlySet<string> {
  const schema = entity.schema as object;
  const known = fieldsOfSchema.get(schema);
  if (known !== undefined) return known;
  const fields: ReadonlySet<string> = new Set([...GENERIC_FIELDS, ...Object.keys(entriesOf(schema) ?? {})]);
  fieldsOfSchema.set(schema, fields);
  return fields;
}
