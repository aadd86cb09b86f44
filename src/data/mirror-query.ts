import { matchesConditions, type FilterCondition } from '../domain/query-conditions';
import { matchesSearch } from '../domain/record-search';
import { compareRecords, type RecordSort } from '../domain/record-sort';
import { viewsRecord } from '../entities/derive/role-view';
import { servedEntities } from '../entities/derive/served-entities';
import { MIRROR_ENTRIES, mirrorEntry, mirrorSectionOwner } from '../entities/mirror-entries';
import type { MirrorEntry } from '../entities/mirror-entry';
import type { AnyRecord } from '../domain/unknown-values';

/** A list's parameters, as getAll takes them (spec: searchString, filterBy, includeInactive). */
export type RecordsQuery = {
  /** Named filters, comma-joined or as a list. */
  filterBy?: string | readonly string[];
  searchString?: string;
  includeInactive?: boolean;
  /** Defaults to the entity's sort. */
  sort?: RecordSort;
  /** Custom conditions (the `query` parameter), joined with the filters by AND. */
  conditions?: readonly FilterCondition[];
  /** Only records handled on behalf of this company (see handledFor); null or '' for all. */
  proxyID?: string | null;
};

// The server registers one entity per section, with the filters of every screen sharing it.
const SERVED: ReadonlyMap<string, MirrorEntry> = new Map(
  servedEntities(MIRROR_ENTRIES).map((entity) => [entity.name, entity]),
);

/**
 * The section owner as the server serves it: its filters, search properties and sort.
 * @example servedEntityOf('new-customers').name // 'customers'
 */
export function servedEntityOf(name: string): MirrorEntry {
  const owner = mirrorSectionOwner(mirrorEntry(name));
  return SERVED.get(owner.name) ?? owner;
}

function filterNames(filterBy: RecordsQuery['filterBy']): string[] {
  const names = typeof filterBy === 'string' ? filterBy.split(',') : [...(filterBy ?? [])];
  return names.map((name) => name.trim()).filter((name) => name !== '');
}

/**
 * The conditions of a list query: its named filters' (found case-insensitively, as the
 * server does) and its custom ones. An unknown filter throws the server's 400 message.
 * @example queryConditions('products', { filterBy: 'Sold' }) // [{ field: 'isSold', op: 'eq', value: true }]
 */
export function queryConditions(name: string, query: RecordsQuery): FilterCondition[] {
  const entity = servedEntityOf(name);
  const conditions: FilterCondition[] = [];
  for (const filterName of filterNames(query.filterBy)) {
    const filter = entity.filters.find(
      (candidate) => candidate.name.toLowerCase() === filterName.toLowerCase(),
    );
    if (filter === undefined) throw new Error(`${filterName} is not a filter of ${entity.label}`);
    conditions.push(...filter.conditions);
  }
  conditions.push(...(query.conditions ?? []));
  return conditions;
}

/**
 * Whether a record is handled on behalf of a company: the company owns it (companyAccountID)
 * or is party to it (the section's party fields: buyerID, sellerID, courierID, ...), and for
 * orders viewed by role, holds the view's role (customer orders: the seller or its fulfiller;
 * purchase orders: the buyer). It is the services' own rule (viewsRecord) for what a company
 * acting through proxyID may see, so a list with proxyID reads the same offline as
 * getAll?proxyID= answers (for the records in the mirror).
 * @example handledFor('purchase-orders', { buyerID: 'c2', sellerID: 'c1' }, 'c2') // true
 * @example handledFor('customer-orders', { buyerID: 'c2', sellerID: 'c1' }, 'c2') // false: c2's purchase order
 * @example handledFor('products', { companyAccountID: 'c1' }, 'c2') // false
 */
export function handledFor(name: string, record: Readonly<AnyRecord>, proxyID: string): boolean {
  return viewsRecord(servedEntityOf(name), record, record.companyAccountID, proxyID);
}

/**
 * The mirror tables a list reads. The signed-in company's records of an entity are in its own
 * table; but on behalf of another company (proxyID), an order viewed by role may sit in the
 * table of the other view: what the signed-in seller holds as its customer order is the managed
 * buyer's purchase order. So a role-viewed list with a proxyID reads every table of its view's
 * sections, as the services read every section (server/sections/section-reader.ts).
 * @example mirrorTablesOf('purchase-orders', 'cafe') // ['purchase-orders', 'customer-orders']
 * @example mirrorTablesOf('purchase-orders', null) // ['purchase-orders']
 */
export function mirrorTablesOf(name: string, proxyID?: string | null): string[] {
  const view = servedEntityOf(name).roleView;
  if (view === undefined || proxyID == null || proxyID === '') return [name];
  const others = servedEntities(MIRROR_ENTRIES)
    .filter(
      (entity) =>
        entity.name !== servedEntityOf(name).name &&
        entity.roleView !== undefined &&
        view.sections.includes(entity.section),
    )
    .map((entity) => entity.name);
  return [name, ...others];
}

/**
 * Filters, searches and sorts mirror records exactly as the services' getAll does, with the
 * same domain rules (query-conditions, record-search, record-sort), so a list reads the same
 * offline as online.
 * @example queryRecords('products', records, { searchString: 'milk', filterBy: 'Sold' })
 */
export function queryRecords<T extends Readonly<AnyRecord>>(
  name: string,
  records: readonly T[],
  query: RecordsQuery = {},
): T[] {
  const entity = servedEntityOf(name);
  const conditions = queryConditions(name, query);
  const text = query.searchString?.trim() ?? '';
  const search = { text, fields: entity.search };
  const sort = query.sort ?? entity.sort;
  const proxyID = query.proxyID ?? '';
  const matching = records.filter(
    (record) =>
      (query.includeInactive === true || record.isInactive !== true) &&
      (proxyID === '' || handledFor(name, record, proxyID)) &&
      matchesConditions(record, conditions) &&
      (text === '' || matchesSearch(record, search)),
  );
  return matching.sort((a, b) => compareRecords(a, b, sort));
}
