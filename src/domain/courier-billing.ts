/**
 * What a courier company bills its clients: each delivered movement of a courier order becomes
 * billable items priced from the courier's price tier for that client (a fee per delivery, per
 * package delivered and per kilogram delivered), and the unbilled items become one courier
 * invoice to the client.
 */
import { billableItemsOf, type BillableItem } from './billable-item';
import { derivedId } from './derived-id';
import { round2 } from './money';
import { orderTotals, type OrderTotals } from './order-pricing';
import { hasDate, numberOf } from './unknown-values';
import { taxTypeOf } from './tax-type';

/** A billable item (a courier's or a 3PL's) as its invoice reads it. */
export type BillableItemRow = {
  readonly id?: string;
  readonly buyerID?: string | null;
  readonly isInvoiced?: boolean | null;
  readonly isInactive?: boolean | null;
  readonly createdOn?: string | null;
  readonly description?: string | null;
  readonly quantity?: number | null;
  readonly unitPrice?: number | null;
  readonly tags?: string | null;
  readonly taxType?: string | null;
};

/** A payment term as the due date reads it. */
type PaymentTermRow = {
  readonly id?: string;
  readonly daysToPay?: number | null;
  readonly isEndOfMonth?: boolean | null;
};

/** A courier's price tier as its fees and the choice of tier read it. */
export type CourierTier = {
  readonly id?: string;
  readonly isInactive?: boolean | null;
  readonly isDefault?: boolean | null;
  readonly deliveryFee?: number | null;
  readonly packageFee?: number | null;
  readonly weightFee?: number | null;
};

/** The fees of a courier price tier (dollars, before GST). */
export type CourierRates = { deliveryFee: number; packageFee: number; weightFee: number };

export const NO_RATES: CourierRates = { deliveryFee: 0, packageFee: 0, weightFee: 0 };

/** The tag of items priced without a price tier (the courier set none for the client). */
export const UNPRICED_TAG = 'NoPriceTier';

const fee = (value: unknown): number => Math.max(0, round2(numberOf(value) ?? 0));

/**
 * The fees a courier price tier sets; missing or negative fees count as 0.
 * @example courierRatesOf({ deliveryFee: 18.5, packageFee: 1.2 }) // { deliveryFee: 18.5, packageFee: 1.2, weightFee: 0 }
 */
export function courierRatesOf(tier: CourierTier | null | undefined): CourierRates {
  if (tier === null || tier === undefined) return NO_RATES;
  return {
    deliveryFee: fee(tier.deliveryFee),
    packageFee: fee(tier.packageFee),
    weightFee: fee(tier.weightFee),
  };
}

/**
 * The tier that prices a client: the one its agreement names, else the courier's default.
 * @example pickCourierTier('t2', [{ id: 't1', isDefault: true }, { id: 't2' }])?.id // 't2'
 */
export function pickCourierTier<T extends CourierTier & { readonly id: string }>(
  namedTierID: string | null,
  tiers: readonly T[],
): T | null {
  const active = tiers.filter((tier) => tier.isInactive !== true);
  return (
    active.find((tier) => tier.id === namedTierID) ?? active.find((tier) => tier.isDefault === true) ?? null
  );
}

/**
 * A movement is delivered once it has a delivery date.
 * @example isDelivered({ deliveredOn: '2026-03-03T01:00:00Z' }) // true
 */
export function isDelivered(movement: BilledMovement | null | undefined): boolean {
  return movement !== null && movement !== undefined && hasDate(movement.deliveredOn);
}

/**
 * A company's courier order carried by another company (not its own trucks): the one a courier bills.
 * @example carriedByCourier({ courierID: 'cour' }, 'supp') // true
 */
export function carriedByCourier(movement: BilledMovement, owner: string): boolean {
  return typeof movement.courierID === 'string' && movement.courierID !== '' && movement.courierID !== owner;
}

/** A package of a movement as its load reads it (its weight is per package, in its dimensions). */
type PackagedItem = {
  readonly quantityDelivered?: number | null;
  readonly quantityPacked?: number | null;
  readonly dimensions?: string | { readonly weight?: number | null } | null;
  readonly weight?: number | null;
};

/** A delivery, release or receival as a courier's billing reads it. */
export type BilledMovement = {
  readonly id?: string;
  readonly deliveredOn?: string | null;
  readonly courierID?: string | null;
  readonly packagedItems?: readonly PackagedItem[] | null;
};

function itemsOf(movement: BilledMovement): PackagedItem[] {
  return Array.isArray(movement.packagedItems)
    ? movement.packagedItems.filter((item): item is PackagedItem => typeof item === 'object' && item !== null)
    : [];
}

/**
 * Packages and kilograms delivered (weight per package, from its dimensions).
 * @example deliveredLoad({ packagedItems: [{ quantityDelivered: 2, dimensions: { weight: 10.25 } }] }) // { packages: 2, weight: 20.5 }
 */
export function deliveredLoad(movement: BilledMovement): { packages: number; weight: number } {
  const items = itemsOf(movement);
  const count = (item: PackagedItem) => Math.max(0, numberOf(item.quantityDelivered) ?? 0);
  const weightOf = (item: PackagedItem) =>
    numberOf((typeof item.dimensions === 'object' ? item.dimensions?.weight : undefined) ?? item.weight) ?? 0;
  return {
    packages: items.reduce((sum, item) => sum + count(item), 0),
    weight: round2(items.reduce((sum, item) => sum + count(item) * weightOf(item), 0)),
  };
}

/** One billable item of a courier's as the services store it (without owner and parties). */
export type CourierBillableItem = BillableItem;

/**
 * The id of a movement's billable item of one kind: fixed, so the items are made exactly once,
 * and derived over the courier (derivedId), so no other company can take it first.
 * @example courierBillableItemID('cour', 'cor-1', 'delivery') // always the same version-5 UUID
 */
export function courierBillableItemID(
  courier: string,
  movementID: string,
  kind: 'delivery' | 'packages' | 'weight',
): string {
  return derivedId(courier, 'courier-billable-item', movementID, kind);
}

/**
 * The id a movement's billable item had before ids were derived per courier: items made then
 * are still found under it, so the movement is never billed twice.
 * @example legacyCourierBillableItemID('cor-1', 'delivery') // 'cbi-cor-1-delivery'
 */
export function legacyCourierBillableItemID(
  movementID: string,
  kind: 'delivery' | 'packages' | 'weight',
): string {
  return `cbi-${movementID}-${kind}`;
}

/**
 * The billable items of a delivered movement: the delivery fee, and the package and weight fees
 * when the tier sets them and something was delivered. Without a tier, one unpriced delivery item
 * (tagged NoPriceTier) still records the work.
 * @example courierBillableItemsFor({ id: 'm', deliveredOn: '2026-03-03T01:00:00Z' }, { deliveryFee: 20, packageFee: 0, weightFee: 0 }, { client: 'supp', courier: 'cour', place: 'Geelong' })[0].amountTotal // 20
 */
export function courierBillableItemsFor(
  movement: BilledMovement & { readonly id: string },
  rates: CourierRates | null,
  parties: { client: string; courier: string; place: string },
): CourierBillableItem[] {
  const deliveredOn = String(movement.deliveredOn ?? '');
  const { packages, weight } = deliveredLoad(movement);
  const day = deliveredOn.slice(0, 10);
  const item = billableItemsOf({
    itemID: movement.id,
    client: parties.client,
    provider: parties.courier,
    on: deliveredOn,
    idOf: (kind: 'delivery' | 'packages' | 'weight') =>
      courierBillableItemID(parties.courier, movement.id, kind),
  });
  const items = [
    item(
      'delivery',
      `Delivery to ${parties.place} on ${day}`,
      1,
      rates?.deliveryFee ?? 0,
      rates === null ? UNPRICED_TAG : 'Delivery',
    ),
  ];
  if (rates !== null && rates.packageFee > 0 && packages > 0)
    items.push(
      item('packages', `Packages delivered to ${parties.place}`, packages, rates.packageFee, 'Packages'),
    );
  if (rates !== null && rates.weightFee > 0 && weight > 0)
    items.push(item('weight', `Kilograms delivered to ${parties.place}`, weight, rates.weightFee, 'Weight'));
  return items;
}

/**
 * The billable items still to invoice to one client, oldest first.
 * @example unbilledFor(items, 'supp').length
 */
export function unbilledFor<T extends BillableItemRow>(items: readonly T[], client: string): T[] {
  return items
    .filter((item) => item.buyerID === client && item.isInvoiced !== true && item.isInactive !== true)
    .toSorted(
      (a, b) =>
        String(a.createdOn ?? '').localeCompare(String(b.createdOn ?? '')) ||
        String(a.id ?? '').localeCompare(String(b.id ?? '')),
    );
}

/**
 * Uninvoiced items grouped by client, with each group's total (GST included), for the courier's screen.
 * @example unbilledByClient(items).get('supp')?.total
 */
export function unbilledByClient<T extends BillableItemRow>(
  items: readonly T[],
): Map<string, { items: T[]; total: number }> {
  const groups = new Map<string, { items: T[]; total: number }>();
  for (const client of new Set(items.map((item) => String(item.buyerID ?? '')).filter((id) => id !== ''))) {
    const open = unbilledFor(items, client);
    if (open.length > 0) groups.set(client, { items: open, total: invoiceTotalsOf(open).amountTotal });
  }
  return groups;
}

/** A line of a courier invoice. */
export type CourierInvoiceLine = {
  id: string;
  itemID: string;
  description: string;
  quantity: number;
  unitPrice: number;
  sortNumber: number;
  tags: string | null;
  taxType: string | null;
};

/**
 * An invoice's lines from billable items, one line per item (itemID names the item).
 * @example invoiceLinesFrom([{ id: 'i1', description: 'Delivery', quantity: 1, unitPrice: 20, taxType: 'GST' }])[0].itemID // 'i1'
 */
export function invoiceLinesFrom(items: readonly BillableItemRow[]): CourierInvoiceLine[] {
  return items.map((item, index) => ({
    id: `line-${String(item.id)}`,
    itemID: String(item.id),
    description: typeof item.description === 'string' ? item.description : 'Courier service',
    quantity: numberOf(item.quantity) ?? 0,
    unitPrice: numberOf(item.unitPrice) ?? 0,
    sortNumber: index + 1,
    tags: typeof item.tags === 'string' ? item.tags : null,
    taxType: taxTypeOf(item.taxType),
  }));
}

/**
 * Sub-total, GST and total of billable items, as an invoice of them adds up.
 * @example invoiceTotalsOf([{ quantity: 2, unitPrice: 5, taxType: 'GST' }]) // { subTotal: 10, taxTotal: 1, amountTotal: 11 }
 */
export function invoiceTotalsOf(items: readonly BillableItemRow[]): OrderTotals {
  return orderTotals(
    items.map((item) => ({
      quantity: numberOf(item.quantity) ?? 0,
      unitPrice: numberOf(item.unitPrice) ?? 0,
      taxType: taxTypeOf(item.taxType),
    })),
  );
}

/**
 * When an invoice falls due under payment terms: daysToPay after issue, or after the end of the
 * issue month when isEndOfMonth; 14 days without terms.
 * @example dueOnFor('2026-03-10T00:00:00.000Z', { daysToPay: 30, isEndOfMonth: true }) // '2026-04-30T00:00:00.000Z'
 */
export function dueOnFor(issuedOn: string, term: PaymentTermRow | null | undefined): string {
  const issued = new Date(issuedOn);
  const days =
    term === null || term === undefined ? 14 : Math.max(0, Math.trunc(numberOf(term.daysToPay) ?? 0));
  const from =
    term?.isEndOfMonth === true
      ? new Date(
          Date.UTC(
            issued.getUTCFullYear(),
            issued.getUTCMonth() + 1,
            0,
            issued.getUTCHours(),
            issued.getUTCMinutes(),
            issued.getUTCSeconds(),
          ),
        )
      : issued;
  return new Date(from.getTime() + days * 86_400_000).toISOString();
}

/** The message when there is nothing left to invoice to a client. */
export const NOTHING_TO_INVOICE = 'There are no billable items left to invoice to this client.';
