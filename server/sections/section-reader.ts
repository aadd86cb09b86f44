import { ARCHIVED_AS_FIELD, isMovedToArchive } from '../../src/domain/archiving';
import { compareRecords } from '../../src/domain/record-sort';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { roleConditions, viewsRecord } from '../../src/entities/derive/role-view';
import type { ChangeFilter, ListQuery, ListResult, RecordRow, Store } from '../store/store';
import { recordOf } from './record-view';

/**
 * What one entity's calls read: its records as a company sees them. Most entities read their own
 * section's records the company owns or is named on. An entity with a roleView reads every
 * section of the view, and only the records where the company holds one of the view's roles
 * (one order record: the buyer's purchase order, the seller's customer order).
 */
export type SectionReader = {
  /** The company's page of the view, sorted and counted over all its sections. */
  list(company: string, query: Omit<ListQuery, 'visibleTo'>): Promise<ListResult>;
  /** A record of the view's sections by id, whoever owns it; `visible` says whether the company sees it. */
  get(id: string): Promise<RecordRow | null>;
  visible(row: RecordRow, company: string): boolean;
  /**
   * The company's changes after `afterSeq` in seq order, over the view's sections: the records it
   * sees, those it was a party to before, and records of the view it is named on in another role
   * (answered as removals, so a copy kept under the wrong role is dropped). With a filter, only
   * those inside it (a device's sync scope).
   */
  changes(company: string, afterSeq: number, limit: number, filter?: ChangeFilter): Promise<RecordRow[]>;
  /** The highest seq over the view's sections (store.lastSeq). */
  lastSeq(): Promise<number>;
  /**
   * How a pull answers a changed row: the record the company sees; a removal of one it saw or
   * may have kept (it was a party before, or is named on it in another role); nothing for its
   * own records of another view (its purchase orders never show among its customer orders).
   */
  pulled(row: RecordRow, company: string): 'record' | 'removal' | 'none';
};

function isNamedOn(row: RecordRow, company: string): boolean {
  return row.companyAccountID === company || row.parties.includes(company);
}

/**
 * The reader of an entity's calls over a store (also a transaction's store).
 * @example await sectionReader(store, customerOrders).list('comp1', { conditions: [], includeInactive: false, includeCount: true })
 */
export function sectionReader(store: Store, entity: EntityDefinition): SectionReader {
  return withoutArchived(viewReader(store, entity));
}

/**
 * A working record moved to its archive (server/flows/archiving.ts) leaves what devices' pulls
 * need to drop it: it is a removal on every pull, as a record the company is no longer a party
 * to is, and no list or read shows it (Show Inactive neither).
 */
function withoutArchived(reader: SectionReader): SectionReader {
  const moved = (row: RecordRow) => isMovedToArchive(row.data);
  return {
    list: (company, query) =>
      reader.list(
        company,
        query.includeInactive
          ? { ...query, conditions: [...query.conditions, { field: ARCHIVED_AS_FIELD, op: 'isEmpty' }] }
          : query,
      ),
    get: (id) => reader.get(id),
    visible: (row, company) => !moved(row) && reader.visible(row, company),
    changes: (company, afterSeq, limit, filter) => reader.changes(company, afterSeq, limit, filter),
    lastSeq: () => reader.lastSeq(),
    pulled: (row, company) => (moved(row) ? 'removal' : reader.pulled(row, company)),
  };
}

function viewReader(store: Store, entity: EntityDefinition): SectionReader {
  const view = entity.roleView;
  if (view === undefined) {
    return {
      list: (company, query) => store.list(entity.section, { ...query, visibleTo: company }),
      get: (id) => store.get(entity.section, id),
      visible: isNamedOn,
      changes: (company, afterSeq, limit, filter) =>
        store.changes(entity.section, company, afterSeq, limit, filter),
      lastSeq: () => store.lastSeq(entity.section),
      pulled: (row, company) => (isNamedOn(row, company) ? 'record' : 'removal'),
    };
  }
  const visible = (row: RecordRow, company: string): boolean =>
    view.sections.includes(row.section) &&
    isNamedOn(row, company) &&
    viewsRecord(entity, row.data, row.companyAccountID, company);
  return {
    async list(company, query) {
      // Each section and role is one disjoint query; their first skip + take rows hold the page.
      const skip = query.skip ?? 0;
      const window = query.take === undefined ? undefined : skip + query.take;
      const rows: RecordRow[] = [];
      let count: number | null = query.includeCount ? 0 : null;
      for (const section of view.sections) {
        for (const conditions of roleConditions(view, company)) {
          const part = await store.list(section, {
            ...query,
            visibleTo: company,
            conditions: [...query.conditions, ...conditions],
            skip: 0,
            take: window,
          });
          rows.push(...part.rows);
          if (count !== null) count += part.count ?? 0;
        }
      }
      if (query.take !== 0) rows.sort((a, b) => compareRecords(recordOf(a), recordOf(b), query.sort));
      return { rows: rows.slice(skip, window), count };
    },
    async get(id) {
      for (const section of view.sections) {
        const row = await store.get(section, id);
        if (row !== null) return row;
      }
      return null;
    },
    visible,
    pulled(row, company) {
      if (visible(row, company)) return 'record';
      return row.companyAccountID === company && row.section !== view.sections[0] ? 'none' : 'removal';
    },
    async lastSeq() {
      return Math.max(0, ...(await Promise.all(view.sections.map((section) => store.lastSeq(section)))));
    },
    async changes(company, afterSeq, limit, filter) {
      // Seq is store-wide: the first `limit` of the merged changes are among each section's first `limit`.
      const rows: RecordRow[] = [];
      for (const section of view.sections)
        rows.push(...(await store.changes(section, company, afterSeq, limit, filter)));
      return rows.sort((a, b) => a.seq - b.seq).slice(0, limit);
    },
  };
}
