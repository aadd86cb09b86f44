import type { EntityDefinition } from '../entities/entity-definition';
import { SECTION_MIRROR_ENTRIES } from '../entities/mirror-entries';

/**
 * The mirror's schema versions; each migrates the one before forward. Version 3 keeps only the
 * indexes something queries: the lists and searches filter and sort the table's rows in memory
 * (mirror-query.ts), and every secondary index costs IndexedDB a full extra write per record
 * (a pull of 50,000 records took 3.5 times as long with three indexes as with none).
 */
export type MirrorSchemaVersion = 1 | 2 | 3 | 4;

export const LATEST_MIRROR_VERSION: MirrorSchemaVersion = 4;

/** What the mirror's schema versions read of an entity: its table's name and, before version 3, its list's indexes. */
export type MirrorTableEntity = Pick<EntityDefinition, 'name' | 'columns' | 'filters' | 'sort'>;

/** Mirror tables' own indexed properties (all start with `_`, so no entity field clashes). */
const SYNC_STATE_INDEX = '_syncState';
const CACHED_AT_INDEX = '_cachedAt';

const KEY_PATH = /^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)*$/;

/**
 * The properties a mirror table indexes for its entity: the list's columns, the fields its
 * named filters test and its sort field, in that order, without repeats and without id
 * (the primary key).
 * @example mirrorIndexes(products) // ['productName', 'abbreviation', 'categoryID', ..., 'isPerishable', 'sortNumber']
 */
export function mirrorIndexes(entity: Pick<EntityDefinition, 'columns' | 'filters' | 'sort'>): string[] {
  const fields = [
    ...entity.columns,
    ...entity.filters.flatMap((filter) => filter.conditions.map((condition) => condition.field)),
    ...(entity.sort === undefined ? [] : [entity.sort.field]),
  ];
  return [...new Set(fields)].filter((field) => field !== 'id' && KEY_PATH.test(field));
}

/**
 * The Dexie store definition of one mirror table: `id` primary key; in versions 1 and 2 the
 * entity's indexes and the sync state, from version 2 the cache time; from version 3 the key and
 * the cache time alone (cache expiry finds old records by it; nothing else asks an index).
 * @example mirrorTableSchema(locations, 2) // 'id, locationName, addressLineOne, suburb, state, postcode, _syncState, _cachedAt'
 * @example mirrorTableSchema(locations, 3) // 'id, _cachedAt'
 */
export function mirrorTableSchema(
  entity: Pick<EntityDefinition, 'columns' | 'filters' | 'sort'>,
  version: MirrorSchemaVersion,
): string {
  if (version >= 3) return ['id', CACHED_AT_INDEX].join(', ');
  const own = version >= 2 ? [SYNC_STATE_INDEX, CACHED_AT_INDEX] : [SYNC_STATE_INDEX];
  return ['id', ...mirrorIndexes(entity), ...own].join(', ');
}

/**
 * Queued writes: in order, found by entity and record (version 2 adds the compound index), and
 * from version 4 by who made them, so the shell counts a person's unsent writes with index counts
 * instead of reading every queued write again on each change (useUnsentWork, usePendingCount).
 */
export function outboxSchema(version: MirrorSchemaVersion): string {
  if (version >= 4) return '++seq, entity, recordID, [entity+recordID], userID, [userID+companyAccountID]';
  return version >= 2 ? '++seq, entity, recordID, [entity+recordID]' : '++seq, entity, recordID';
}

/** Pull cursor, last sync time and first-pull state per entity; the engine's status row too. */
export const SYNC_STATE_SCHEMA = 'entity';

/**
 * Every store of a schema version: one mirror table per section owner (named after its
 * navigation name), the outbox and the sync state.
 * @example mirrorStores(1).products // 'id, productName, ..., _syncState'
 */
export function mirrorStores(
  version: MirrorSchemaVersion,
  entities: readonly MirrorTableEntity[] = SECTION_MIRROR_ENTRIES,
): Record<string, string> {
  const stores: Record<string, string> = {};
  for (const entity of entities) stores[entity.name] = mirrorTableSchema(entity, version);
  stores.outbox = outboxSchema(version);
  stores.syncState = SYNC_STATE_SCHEMA;
  return stores;
}
