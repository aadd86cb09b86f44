import type { EntityDefinition } from './entity-definition';
import type { EntityName } from './record-of';

/** What the page's data layer needs of an entity, without its form fields and record schema. */
export type MirrorEntry = { name: EntityName } & Omit<
  EntityDefinition,
  'name' | 'fields' | 'schema' | 'partyAccess' | 'numbering'
>;

/**
 * What the page's data layer (the mirror's tables, its lists' filters, search and sort, sync
 * order, merge rules) needs of an entity: its definition without the form fields, the record
 * schema and what only the services read (party access, document numbering). A hub's first
 * page reads these (mirror-entries.ts) instead of the whole registry, whose fields and schemas
 * are about half its size and load with the forms and lists that use them.
 * @example mirrorEntryOf(entityByName('products')).filters[0]?.name // 'Sold'
 */
export function mirrorEntryOf(entity: EntityDefinition & { name: EntityName }): MirrorEntry {
  const { fields: _fields, schema: _schema, partyAccess: _access, numbering: _numbering, ...entry } = entity;
  return entry;
}
