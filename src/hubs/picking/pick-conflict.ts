import { resolveConflictTx } from '../../../sync/conflict-resolution';
import type { MirrorRecord } from '../../../sync/mirror-types';
import type { MirrorPort } from '../../../sync/ports';
import { officeChanges } from '../driving/delivery-conflict';

// What each consignment field means to a picker; fields not named here show as they are.
const FIELD_LABELS: Readonly<Record<string, string>> = {
  consignmentOrderItems: 'the order lines',
  consignmentEntryItems: 'the picks',
  dueDate: 'the due date',
  dueReadyOn: 'when it must be ready',
  departureLocationID: 'where it leaves from',
  destinationLocationID: 'where it goes',
  destinationLocation: 'where it goes',
  departureLocation: 'where it leaves from',
  pickedOn: 'picked',
  pickedByUserID: 'picked',
  packedOn: 'packed',
  packagedItems: 'the packages',
  isInactive: 'deleted',
  isDispatched: 'dispatched',
  customerOrderIDs: 'the orders it carries',
  notes: 'the notes',
};
// Bookkeeping the services keep, never an edit anyone made.
const IGNORED = new Set(['seq', 'modifiedOn', 'modifiedByUserID', 'sourceHasChanged', 'isSourceChanged', 'consignmentNumber']);

/**
 * What the office changed on a consignment the picker was picking, in the picker's words,
 * each once, from the picker's base and the office's version.
 * @example officeChangeLabels({ dueDate: 'a', consignmentOrderItems: [] }, { dueDate: 'b', consignmentOrderItems: [{ productID: 'p', quantity: 2 }] }) // ['the order lines', 'the due date']
 */
export function officeChangeLabels(base: Readonly<Record<string, unknown>> | undefined, theirs: Readonly<Record<string, unknown>>): string[] {
  const labels = officeChanges(base, theirs)
    .filter((field) => !IGNORED.has(field) && !field.startsWith('_'))
    .map((field) => FIELD_LABELS[field] ?? field);
  return [...new Set(labels)];
}

/**
 * Resolves a pick that met an office change: the picker's picks go on top of the office's
 * version (keep mine), so neither side's work is lost; the next push sends them with the
 * office version's rowVersion. Answers whether the consignment was in conflict.
 * @example await keepPicksOnOfficeVersion(createDexieMirrorPort(db), 'customer-consignments', record, Date.now())
 */
export async function keepPicksOnOfficeVersion(mirror: MirrorPort, entity: string, record: MirrorRecord, now: number): Promise<boolean> {
  if (record._syncState !== 'conflict') return false;
  return mirror.transact([entity], (tx) => resolveConflictTx(tx, entity, record.id, 'keep-mine', now));
}
