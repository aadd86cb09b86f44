import type { RecordOf } from '../../data/mirror-row';
import { numberOrZero, textOrEmpty } from '../../domain/unknown-values';
/** Where a batch came from and where it went, for a recall: from the ledger and the consignments. */

export type TraceEntry = {
  id: string;
  kind: string;
  quantity: number;
  locationID: string;
  createdOn: string;
  reason: string | null;
  consignmentID: string | null;
};
export type TraceShipment = {
  consignmentID: string;
  consignmentNumber: string;
  buyer: string;
  destination: string;
  dueDate: string;
  quantity: number;
};

/** A stock ledger entry as the trace reads it. */
type LedgerEntry = Pick<RecordOf<'stock-adjustments'>, 'id'> &
  Partial<
    Pick<
      RecordOf<'stock-adjustments'>,
      'batchID' | 'kind' | 'quantity' | 'locationID' | 'createdOn' | 'reason' | 'consignmentID'
    >
  >;

/** A customer or stock consignment as the trace reads it. */
type ShippedConsignment = Pick<RecordOf<'customer-consignments'>, 'id'> &
  Partial<
    Pick<
      RecordOf<'customer-consignments'>,
      'consignmentEntryItems' | 'consignmentNumber' | 'buyer' | 'destinationLocation' | 'dueDate'
    >
  >;

/**
 * The batch's ledger entries, oldest first: arrivals (received, produced, imported) and every
 * change after, adjustments with their reasons.
 */
export function batchEntries(entries: readonly LedgerEntry[], batchID: string): TraceEntry[] {
  return entries
    .filter((entry) => entry.batchID === batchID)
    .map((entry) => ({
      id: entry.id,
      kind: textOrEmpty(entry.kind) || 'adjusted',
      quantity: numberOrZero(entry.quantity),
      locationID: textOrEmpty(entry.locationID),
      createdOn: textOrEmpty(entry.createdOn),
      reason: textOrEmpty(entry.reason) || null,
      consignmentID: textOrEmpty(entry.consignmentID) || null,
    }))
    .sort((a, b) => a.createdOn.localeCompare(b.createdOn));
}

/**
 * The consignments that took units of the batch, with who they went to and when.
 * @example batchShipments([{ id: 'c', consignmentEntryItems: [{ batchID: 'b', quantityPicked: 3 }] }], 'b')[0]?.quantity // 3
 */
export function batchShipments(
  consignments: readonly ShippedConsignment[],
  batchID: string,
): TraceShipment[] {
  const shipments: TraceShipment[] = [];
  for (const c of consignments) {
    const items = Array.isArray(c.consignmentEntryItems) ? c.consignmentEntryItems : [];
    const quantity = items
      .filter((item) => item.batchID === batchID)
      .reduce((sum, item) => sum + numberOrZero(item.quantityPicked), 0);
    if (quantity <= 0) continue;
    shipments.push({
      consignmentID: c.id,
      consignmentNumber: textOrEmpty(c.consignmentNumber),
      buyer: textOrEmpty((c.buyer as { companyName?: unknown } | null)?.companyName),
      destination: textOrEmpty((c.destinationLocation as { locationName?: unknown } | null)?.locationName),
      dueDate: textOrEmpty(c.dueDate),
      quantity,
    });
  }
  return shipments.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}
