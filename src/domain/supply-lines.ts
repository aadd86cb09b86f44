/**
 * Supply lines as restocking rules (spec 02: stock thresholds trigger supply lines): how a
 * product is brought to a location when it falls below its threshold. A line is one of three
 * ways: bought from a supplier (sellerID), moved from another location (departureLocationID),
 * or made in house (isManufactured); its lead hours say how long the way takes. The stock
 * balancer proposes by the line, and the services hold a record made from a line to it.
 */

/** What a rule reads of a supply line. */
export type SupplyLineRule = {
  readonly id: string;
  readonly supplyLineName?: string | null;
  readonly productID?: string | null;
  readonly sellerID?: string | null;
  readonly departureLocationID?: string | null;
  readonly destinationLocationID?: string | null;
  readonly leadHours?: number | null;
  readonly isManufactured?: boolean | null;
  readonly isOn?: boolean | null;
  readonly isInactive?: boolean | null;
};

export type RestockKind = 'purchase' | 'transfer' | 'make';

/**
 * A line's way: made when it says so, else moved when it leaves from another location, else bought.
 * @example restockKindOf({ id: 'l', departureLocationID: 'wh-2', destinationLocationID: 'wh-1' }) // 'transfer'
 */
export function restockKindOf(line: SupplyLineRule): RestockKind {
  if (line.isManufactured === true) return 'make';
  const from = line.departureLocationID ?? '';
  return from !== '' && from !== line.destinationLocationID ? 'transfer' : 'purchase';
}

/**
 * The line that restocks a product at a location: the first switched on (by name) whose product
 * and destination they are, or null when none does (then the balancer chooses as before).
 * @example supplyLineFor([{ id: 'l', productID: 'milk', destinationLocationID: 'wh', isOn: true }], 'milk', 'wh')?.id // 'l'
 */
export function supplyLineFor(
  lines: readonly SupplyLineRule[],
  productID: string,
  locationID: string,
): SupplyLineRule | null {
  return (
    lines
      .filter(
        (line) =>
          line.isOn === true &&
          line.isInactive !== true &&
          line.productID === productID &&
          line.destinationLocationID === locationID,
      )
      .sort((a, b) => (a.supplyLineName ?? a.id).localeCompare(b.supplyLineName ?? b.id))[0] ?? null
  );
}

const HOUR_MS = 3_600_000;

/**
 * The earliest a restock by the line can arrive, from `now`: its lead hours on (none: now).
 * @example earliestArrival({ id: 'l', leadHours: 48 }, new Date('2026-11-25T00:00:00Z')) // '2026-11-27T00:00:00.000Z'
 */
export function earliestArrival(line: SupplyLineRule, now: Date): string {
  const hours = typeof line.leadHours === 'number' && line.leadHours > 0 ? line.leadHours : 0;
  return new Date(now.getTime() + hours * HOUR_MS).toISOString();
}

/** What a record made from a line says: the product lines, where it goes, and by which way. */
export type RestockRecord = {
  kind: 'purchase' | 'transfer';
  productIDs: readonly string[];
  destinationLocationID: string | null;
  sellerID?: string | null;
  departureLocationID?: string | null;
};

/**
 * Why a purchase order or transfer made from a supply line cannot stand (null when it can): the
 * line is off or gone, is made in house, is another way, or names another product, destination,
 * supplier or departure. (Its lead hours set the due date the balancer proposes; a record written
 * offline and sent late keeps its date, so the services do not hold it to them.)
 * @example restockProblem({ id: 'l', supplyLineName: 'Milk in', isOn: false }, record) // "Supply line 'Milk in' is off"
 */
export function restockProblem(line: SupplyLineRule | null, record: RestockRecord): string | null {
  if (line === null || line.isInactive === true) return 'That supply line no longer exists';
  const name = line.supplyLineName ?? line.id;
  if (line.isOn !== true) return `Supply line '${name}' is off`;
  const kind = restockKindOf(line);
  if (kind !== record.kind)
    return kind === 'make'
      ? `Supply line '${name}' is made in house: restock it by a batch`
      : `Supply line '${name}' restocks by ${kind === 'transfer' ? 'a transfer' : 'a purchase order'}`;
  if (record.productIDs.some((productID) => productID !== line.productID))
    return `Supply line '${name}' restocks only its own product`;
  if (record.destinationLocationID !== line.destinationLocationID)
    return `Supply line '${name}' restocks another location`;
  if (kind === 'purchase' && (line.sellerID ?? null) !== null && record.sellerID !== line.sellerID)
    return `Supply line '${name}' buys from another supplier`;
  if (kind === 'transfer' && record.departureLocationID !== line.departureLocationID)
    return `Supply line '${name}' moves stock from another location`;
  return null;
}
