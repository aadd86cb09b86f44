import {
  ARCHIVED_AS_FIELD,
  ARCHIVED_ENTITIES,
  ARCHIVED_WHEN,
  isDueForArchive,
  type ArchivedEntity,
} from '../../src/domain/archiving';
import { derivedId } from '../../src/domain/derived-id';
import { entityByName } from '../../src/entities/registry';
import type { RecordRow, Store } from '../store/store';
import { STOCK_ITEMS_SECTION } from './stock-ledger';

/**
 * The archiving job: finished records move from their working sections to their archive
 * sections (src/domain/archiving.ts says which and when). A move is one transaction: the
 * archived copy is inserted under an id derived from the record (so two processes moving it at
 * once meet on one id and one rolls back), and the working record is replaced by what devices'
 * pulls need to drop it: inactive, with only its id, when it moved and the archived copy's id
 * (`archivedAs`). The section reader answers such a record as a removal on every pull and hides
 * it from lists and reads, as it does a record a company stopped being a party to.
 */

export type ArchiveRun = { moved: { entity: ArchivedEntity; id: string; archiveID: string }[] };

class NotMoved extends Error {}

/**
 * The id a working record's archived copy gets: the same record always gets the same one.
 * @example archivedID('comp1', 'Courier/Deliveries', 'dlv-1') === archivedID('comp1', 'Courier/Deliveries', 'dlv-1') // true
 */
export function archivedID(owner: string, section: string, id: string): string {
  return derivedId(owner, 'archived', section, id);
}

// A batch with units still on hand or on hold at any location stays in the working list: it is still picked from.
async function stillHeld(store: Store, batch: RecordRow): Promise<boolean> {
  const { rows } = await store.list(STOCK_ITEMS_SECTION, {
    visibleTo: batch.companyAccountID,
    conditions: [{ field: 'batchID', op: 'eq', value: batch.id }],
    includeInactive: false,
    includeCount: false,
  });
  return rows.some(
    (row) =>
      row.companyAccountID === batch.companyAccountID &&
      (Number(row.data.available ?? 0) !== 0 || Number(row.data.onHold ?? 0) !== 0),
  );
}

async function move(store: Store, row: RecordRow, archiveSection: string, now: Date): Promise<string | null> {
  const archiveID = archivedID(row.companyAccountID, row.section, row.id);
  const archivedOn = now.toISOString();
  try {
    await store.transaction(async (tx) => {
      const copy = await tx.insert({
        section: archiveSection,
        id: archiveID,
        companyAccountID: row.companyAccountID,
        parties: row.parties,
        isInactive: false,
        data: { ...row.data, id: archiveID, archivedFromID: row.id, archivedOn },
      });
      if (!copy.ok) throw new NotMoved();
      const left = await tx.update(
        {
          section: row.section,
          id: row.id,
          companyAccountID: row.companyAccountID,
          parties: row.parties,
          isInactive: true,
          data: { id: row.id, [ARCHIVED_AS_FIELD]: archiveID, archivedOn },
        },
        row.rowVersion,
      );
      // Changed since it was read (a late edit, or another process moving it): left to the next run.
      if (!left.ok) throw new NotMoved();
    });
  } catch (error) {
    if (error instanceof NotMoved) return null;
    throw error;
  }
  return archiveID;
}

/**
 * Moves every record finished longer ago than the archive period to its archive, every
 * company's; safe to run from any number of processes at once.
 * @example await archiveFinished({ store, now: new Date() }) // { moved: [{ entity: 'deliveries', id: 'dlv-1', archiveID: '…' }] }
 */
export async function archiveFinished(deps: { store: Store; now: Date }): Promise<ArchiveRun> {
  const run: ArchiveRun = { moved: [] };
  for (const name of ARCHIVED_ENTITIES) {
    const entity = entityByName(name);
    if (entity.archive === undefined) continue;
    const archive = entityByName(entity.archive);
    const { rows } = await deps.store.list(entity.section, {
      visibleTo: null,
      conditions: [{ field: ARCHIVED_WHEN[name], op: 'isNotEmpty' }],
      includeInactive: false,
      includeCount: false,
    });
    for (const row of rows) {
      if (!isDueForArchive(name, { ...row.data, isInactive: row.isInactive }, deps.now)) continue;
      if (name === 'batches' && (await stillHeld(deps.store, row))) continue;
      const archiveID = await move(deps.store, row, archive.section, deps.now);
      if (archiveID !== null) run.moved.push({ entity: name, id: row.id, archiveID });
    }
  }
  return run;
}
