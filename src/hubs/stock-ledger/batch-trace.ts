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

type RecordLike = Readonly<Record<string, unknown>> & { id: string };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The batch's ledger entries, oldest first: arrivals (received, produced, imported) and every
 * change after, adjustments with their reasons.
 */
export function batchEntries(entries: readonly RecordLike[], batchID: string): TraceEntry[] {
  return entries
    .filter((entry) => entry.batchID === batchID)
    .map((entry) => ({
      id: entry.id,
      kind: text(entry.kind) || 'adjusted',
      quantity: num(entry.quantity),
      locationID: text(entry.locationID),
      createdOn: text(entry.createdOn),
      reason: text(entry.reason) || null,
      consignmentID: text(entry.consignmentID) || null,
    }))
    .sort((a, b) => a.createdOn.localeCompare(b.createdOn));
}

/**
 * The consignments that took units of the batch, with who they went to and when.
 * @example batchShipments([{ id: 'c', consignmentEntryItems: [{ batchID: 'b', quantityPicked: 3 }] }], 'b')[0]?.quantity // 3
 */
export function batchShipments(consignments: readonly RecordLike[], batchID: string): TraceShipment[] {
  const shipments: TraceShipment[] = [];
  for (const c of consignments) {
    const items = (Array.isArray(c.consignmentEntryItems) ? c.consignmentEntryItems : []) as Record<
      string,
      unknown
    >[];
    const quantity = items
      .filter((item) => item.batchID === batchID)
      .reduce((sum, item) => sum + num(item.quantityPicked), 0);
    if (quantity <= 0) continue;
    shipments.push({
      consignmentID: c.id,
      consignmentNumber: text(c.consignmentNumber),
      buyer: text((c.buyer as { companyName?: unknown } | null)?.companyName),
      destination: text((c.destinationLocation as { locationName?: unknown } | null)?.locationName),
      dueDate: text(c.dueDate),
      quantity,
    });
  }
  return shipments.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}
