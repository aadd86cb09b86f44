import { officeChanges } from '../../data/office-changes';
import type { MirrorState } from '../../data/mirror-row';

/** A consignment as the services hold it: the office's version, or the picker's base. */
type ServerConsignment = NonNullable<MirrorState['_serverVersion']>;

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
const IGNORED = new Set([
  'seq',
  'modifiedOn',
  'modifiedByUserID',
  'sourceHasChanged',
  'isSourceChanged',
  'consignmentNumber',
]);

/**
 * What the office changed on a consignment the picker was picking, in the picker's words,
 * each once, from the picker's base and the office's version.
 * @example officeChangeLabels({ dueDate: 'a', consignmentOrderItems: [] }, { dueDate: 'b', consignmentOrderItems: [{ productID: 'p', quantity: 2 }] }) // ['the order lines', 'the due date']
 */
export function officeChangeLabels(base: ServerConsignment | undefined, theirs: ServerConsignment): string[] {
  const labels = officeChanges(base, theirs)
    .filter((field) => !IGNORED.has(field) && !field.startsWith('_'))
    .map((field) => FIELD_LABELS[field] ?? field);
  return [...new Set(labels)];
}
