import type { AutomaticLineItemDefinition } from './automatic-line-items';
import type { LatLng } from './point-in-polygon';

/**
 * Delivery fees and automatic lines are one concept with two screens (spec 02: an automatic line
 * item definition is a Delivery Fee line by its tag or name, and "Delivery Fee lines are skipped
 * for pickup requests or orders tagged IgnoreDeliveryFee"; spec 01 names both lists under Items,
 * each with its own permission). The Delivery Fees screen keeps its own records, in the automatic
 * line's shape; an order is priced by both lists at once, every delivery fee counting as a
 * Delivery Fee line, each within its area: its own boundary, else the boundary of the zone it
 * names. The services price by this function on every write, and the order editor shows the same.
 */

/** The tag that makes an automatic line a Delivery Fee line. */
export const DELIVERY_FEE_TAG = 'DeliveryFee';

/** A zone as a fee or a pointer reads it: its id and the boundary drawn for it. */
export type AreaZone = { id: string; boundary?: readonly LatLng[] | null; isInactive?: boolean | null };

/** A record with an area: its own boundary, or a zone it names. */
export type AreaRecord = { boundary?: readonly LatLng[] | null; zoneID?: string | null };

type Definition = AutomaticLineItemDefinition & {
  zoneID?: string | null;
  isInactive?: boolean | null;
  companyAccountID?: string | null;
};

function hasPoints(boundary: readonly LatLng[] | null | undefined): boundary is readonly LatLng[] {
  return Array.isArray(boundary) && boundary.length > 0;
}

/**
 * The area a record applies in: its own boundary; else the boundary of the zone it names (an
 * empty list when that zone is missing, ended or not drawn, so the record applies nowhere); else
 * null, everywhere.
 * @example areaOf({ zoneID: 'z1' }, [{ id: 'z1', boundary: square }]) // square
 * @example areaOf({ zoneID: 'gone' }, []) // []
 * @example areaOf({}, []) // null
 */
export function areaOf(record: AreaRecord, zones: readonly AreaZone[]): readonly LatLng[] | null {
  if (hasPoints(record.boundary)) return record.boundary;
  const zoneID = typeof record.zoneID === 'string' && record.zoneID !== '' ? record.zoneID : null;
  if (zoneID === null) return null;
  const zone = zones.find((candidate) => candidate.id === zoneID && candidate.isInactive !== true);
  return zone !== undefined && hasPoints(zone.boundary) ? zone.boundary : [];
}

function withTag(tags: string | null | undefined, tag: string): string {
  const list = (tags ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return list.some((entry) => entry.toLowerCase() === tag.toLowerCase())
    ? list.join(',')
    : [...list, tag].join(',');
}

/**
 * The definitions a seller's order is priced by: its automatic lines and its delivery fees (each
 * tagged DeliveryFee, so pickups and IgnoreDeliveryFee orders skip it), those in use, each with
 * the boundary of its area. A line whose zone cannot be found applies nowhere (never everywhere).
 * @example sellerLineDefinitions({ automaticLineItems: [], deliveryFees: [{ id: 'f', lineItemName: 'Inner city', lineValue: 8, zoneID: 'z1' }], zones: [{ id: 'z1', boundary: square }] })[0]?.tags // 'DeliveryFee'
 */
export function sellerLineDefinitions(input: {
  automaticLineItems: readonly Definition[];
  deliveryFees: readonly Definition[];
  zones: readonly AreaZone[];
}): AutomaticLineItemDefinition[] {
  const inUse = (definition: Definition) => definition.isInactive !== true;
  const placed = (definition: Definition): AutomaticLineItemDefinition[] => {
    const area = areaOf(definition, input.zones);
    if (area !== null && area.length === 0) return [];
    return [{ ...definition, boundary: area }];
  };
  return [
    ...input.automaticLineItems.filter(inUse).flatMap(placed),
    ...input.deliveryFees
      .filter(inUse)
      .flatMap((fee) => placed({ ...fee, tags: withTag(fee.tags, DELIVERY_FEE_TAG) })),
  ];
}
