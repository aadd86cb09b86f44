import type { MirrorRow } from '../../data/mirror-row';
import { onOwnFloor } from '../../domain/warehouse/own-floor';

type Consignment = MirrorRow<'customer-consignments'>;

/**
 * The consignments this floor packs: picked, not dispatched or deleted, and not one whose
 * fulfilment the company bought (its 3PL packs that one); with the locations they leave from.
 */
export function toPackOf(
  consignments: readonly Consignment[],
  companyID: string | null | undefined,
): { toPack: Consignment[]; locationIDs: string[] } {
  const toPack = consignments.filter(
    (c) =>
      (c.pickedOn ?? '') !== '' &&
      c.isDispatched !== true &&
      c.isInactive !== true &&
      onOwnFloor(c, companyID),
  );
  const locationIDs = [
    ...new Set(toPack.map((c) => c.departureLocationID ?? '').filter((id) => id !== '')),
  ].sort();
  return { toPack, locationIDs };
}

/** One consignment's card on the packing list. */
export type PackCard = { id: string; number: string; buyerName: string; packed: boolean };

/** What the bench at a location packs: what leaves from there, or from nowhere named. */
export function packingFlow(toPack: readonly Consignment[], locationID: string): PackCard[] {
  return toPack
    .filter((c) => (c.departureLocationID ?? '') === '' || c.departureLocationID === locationID)
    .map((c) => ({
      id: c.id,
      number: String(c.consignmentNumber ?? ''),
      buyerName: c.buyer?.companyName ?? '',
      packed: (c.packedOn ?? '') !== '',
    }));
}

/**
 * The picked consignment a scanned label or typed number names (any case, spaces trimmed).
 * @example consignmentByNumber(toPack, ' cn-1 ')?.id // 'c1'
 */
export function consignmentByNumber(
  toPack: readonly Consignment[],
  scanned: string,
): Consignment | undefined {
  const wanted = scanned.trim().toLowerCase();
  return toPack.find((c) => String(c.consignmentNumber ?? '').toLowerCase() === wanted);
}
