import { nameUuid } from '../../src/domain/name-uuid';
import { isValidTimeZone, resolveTimeZone } from '../../src/domain/time-zone';
import {
  dueOccurrences,
  occurrenceKey,
  type StandingOccurrence,
  type StandingOrderLike,
} from '../../src/domain/standing-order-schedule';
import type { ProductTetherFactor } from '../../src/domain/product-tethers';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { entityByName } from '../../src/entities/registry';
import { withDocumentNumber } from '../sections/document-numbers';
import { withServerTotals, type PricingSections } from '../sections/order-totals';
import { partiesOf } from '../sections/record-input';
import type { RecordOf } from '../../src/entities/record-of';
import { getEntityRow } from '../store/entity-row';
import type { RecordRow, Store } from '../store/store';
import { generatedOrderLines, type GeneratedLine } from './standing-order-lines';
import { textOf } from '../../src/domain/unknown-values';

/**
 * Flow: standing order occurrence due ──▶ customer order (or purchase order), one per
 * standing order and occurrence. Exactly once: the order's id is a name-based UUID of the
 * standing order, its slot and the occurrence's original time, so every attempt (a second
 * server process, a run repeated after a crash, a catch-up overlapping an earlier run) makes
 * the same id, and the store's insert-if-absent (a primary key in PostgreSQL) lets one win.
 * The order is numbered and priced in the same transaction as its insert, so a losing
 * attempt rolls back and takes no document number.
 */

/** Which orders each kind of standing order makes. */
export const STANDING_ORDER_KINDS = [
  { standing: 'standing-customer-orders', orders: 'customer-orders' },
  { standing: 'standing-purchase-orders', orders: 'purchase-orders' },
] as const;

export type StandingOrderRun = {
  /** Ids of the orders this run made. */
  created: string[];
  /** Occurrences that already had their order (made by an earlier or a parallel run). */
  existing: number;
  /** Standing orders whose schedule could not be followed, with why. */
  failed: { id: string; message: string }[];
};

export type StandingOrderFlowDeps = {
  store: Store;
  /** The time of the run; tests pass a fake clock. */
  now: Date;
  pricing?: PricingSections;
};

/** What one run reads once and shares between its orders. */
type RunCache = { tethers: Map<string, Promise<ProductTetherFactor[]>> };

// As the services price every order (server/services.ts): with the sellers' agreements and price
// tiers, so a buyer's generated purchase order gets its seller's prices, rules and automatic lines.
const DEFAULT_PRICING: PricingSections = {
  automaticLineItems: entityByName('automatic-line-items').section,
  locations: entityByName('locations').section,
  agreements: entityByName('customers').section,
  priceTiers: entityByName('supplier-price-tiers').section,
};

class AlreadyMade extends Error {}

/**
 * A standing order as stored: its schema's fields, and those the services keep on it beyond them
 * (how far its runs went, when it was made, the time zone its schedule runs in).
 */
type StoredStandingOrder = Partial<RecordOf<'standing-customer-orders'>> & {
  readonly generatedThrough?: unknown;
  readonly createdOn?: unknown;
  readonly timeZone?: unknown;
};

/**
 * An order made from a standing order: the order's fields, and which standing order's occurrence
 * it is (kept beyond the schema, so a run never makes it twice).
 */
type GeneratedOrder = Omit<RecordOf<'customer-orders'>, 'orderItems'> & {
  orderItems: GeneratedLine[];
  standingOrderID: string;
  standingOrderSlotID: string | null;
  standingOrderOccurrence: string;
};

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Where a run picks up a standing order: after the last run that handled it, or, for one
 * never handled, just before its (or a slot's) earliest next attention date, or at its
 * creation, or now (a new standing order does not make orders whose cut-off has passed).
 */
export function generationStart(data: StoredStandingOrder, now: Date): Date {
  const through = dateOf(data.generatedThrough);
  if (through !== null) return through;
  const slots = Array.isArray(data.orderSlots) ? data.orderSlots : [];
  const attentions = [data.nextAttentionDate, ...slots.map((slot) => slot?.nextAttentionDate)]
    .map(dateOf)
    .filter((date): date is Date => date !== null)
    .map((date) => date.getTime());
  if (attentions.length > 0) return new Date(Math.min(Math.min(...attentions) - 1, now.getTime()));
  const created = dateOf(data.createdOn);
  return created !== null && created < now ? created : now;
}

/**
 * The id of the order made for one occurrence of one standing order.
 * @example generatedOrderId('sco-1', occurrence) === generatedOrderId('sco-1', occurrence) // true, on any machine
 */
export function generatedOrderId(
  standingOrderID: string,
  occurrence: Pick<StandingOccurrence, 'slotID' | 'originalAt'>,
): string {
  return nameUuid(`standing-order:${occurrenceKey(standingOrderID, occurrence)}`);
}

async function makeOrder(
  deps: StandingOrderFlowDeps,
  orders: EntityDefinition,
  row: RecordRow,
  occurrence: StandingOccurrence,
  cache: RunCache,
): Promise<'created' | 'existing'> {
  const id = generatedOrderId(row.id, occurrence);
  if ((await deps.store.get(orders.section, id)) !== null) return 'existing';
  const owner = row.companyAccountID;
  const data: StoredStandingOrder = row.data;
  const pricing = deps.pricing ?? DEFAULT_PRICING;
  try {
    await deps.store.transaction(async (tx) => {
      const sellerID = textOf(data.sellerID) ?? owner;
      const generated = await generatedOrderLines(tx, {
        id,
        orders: orders.name,
        standing: data,
        owner,
        tethers: cache.tethers,
      });
      const order: GeneratedOrder = {
        id,
        buyerID: textOf(data.buyerID),
        sellerID,
        fulfillerID: sellerID,
        locationID: textOf(data.locationID),
        supplyAgreementID: textOf(data.supplyAgreementID),
        dueDate: occurrence.at.toISOString(),
        createdOn: deps.now.toISOString(),
        isConfirmed: false,
        isDispatched: false,
        isBuyerCourier: data.isBuyerCourier === true,
        isRequestPickup: false,
        tagsCSV: null,
        standingOrderID: row.id,
        standingOrderSlotID: occurrence.slotID,
        standingOrderOccurrence: occurrence.originalAt.toISOString(),
        orderItems: generated.lines,
        // What the buyer's catalogue of the seller no longer offers is left out, and said so on the order.
        ...(generated.leftOut.length === 0 ? {} : { notes: generated.leftOut.join(' ') }),
      };
      const numbered = await withDocumentNumber(tx, orders, order, owner, null);
      const priced = await withServerTotals(tx, pricing, numbered, { owner, writer: owner, stored: null });
      const result = await tx.insert({
        section: orders.section,
        id,
        companyAccountID: owner,
        parties: partiesOf(orders, priced, owner),
        isInactive: false,
        data: priced,
      });
      // Another process made it in the meantime: roll back, so no number is spent.
      if (!result.ok) throw new AlreadyMade();
    });
  } catch (error) {
    if (error instanceof AlreadyMade) return 'existing';
    throw error;
  }
  return 'created';
}

async function advance(
  store: Store,
  row: RecordRow,
  generatedThrough: Date,
  nextAttention: Date | null,
): Promise<void> {
  const { seq: _seq, rowVersion, ...write } = row;
  const data = {
    ...row.data,
    generatedThrough: generatedThrough.toISOString(),
    nextAttentionDate: nextAttention?.toISOString() ?? null,
  };
  // A conflict (someone saved the standing order meanwhile, or a parallel run advanced it) is
  // left to the next run: its orders are keyed by occurrence, so nothing is made twice.
  await store.update({ ...write, data }, rowVersion);
}

/**
 * The time zone a standing order's schedule runs in: its own when it names a valid one, else
 * its owner company's (defaultTimeZone, read once per run and company), else Australia/Melbourne.
 * @example await standingOrderTimeZone(store, row, new Map()) // 'Australia/Perth' for a Perth company
 */
export async function standingOrderTimeZone(
  store: Store,
  row: { companyAccountID: string; data: StoredStandingOrder },
  companyZones: Map<string, string>,
): Promise<string> {
  const own = textOf(row.data.timeZone);
  if (own !== null && isValidTimeZone(own)) return own;
  const known = companyZones.get(row.companyAccountID);
  if (known !== undefined) return known;
  const company = await getEntityRow(store, 'companies', row.companyAccountID);
  const zone = resolveTimeZone(textOf(company?.data.defaultTimeZone));
  companyZones.set(row.companyAccountID, zone);
  return zone;
}

/**
 * Makes the orders of every standing order occurrence due by `now` (in its company's time
 * zone), and moves each standing order's nextAttentionDate on. Safe to run at any time, as
 * often as wanted, from any number of processes: a run after downtime catches up, a repeated
 * run makes nothing twice.
 * @example await generateStandingOrders({ store, now: new Date() }) // { created: ['…'], existing: 0, failed: [] }
 */
export async function generateStandingOrders(deps: StandingOrderFlowDeps): Promise<StandingOrderRun> {
  const run: StandingOrderRun = { created: [], existing: 0, failed: [] };
  const companyZones = new Map<string, string>();
  const cache: RunCache = { tethers: new Map() };
  for (const kind of STANDING_ORDER_KINDS) {
    const standing = entityByName(kind.standing);
    const orders = entityByName(kind.orders);
    const { rows } = await deps.store.list(standing.section, {
      visibleTo: null,
      conditions: [{ field: 'isOn', op: 'eq', value: true }],
      includeInactive: false,
      includeCount: false,
    });
    for (const row of rows) {
      try {
        const since = generationStart(row.data, deps.now);
        const order = { ...row.data, id: row.id } as StandingOrderLike;
        const timeZone = await standingOrderTimeZone(deps.store, row, companyZones);
        const result = dueOccurrences(order, { since, now: deps.now, timeZone });
        let made = 0;
        for (const occurrence of result.due) {
          const outcome = await makeOrder(deps, orders, row, occurrence, cache);
          if (outcome === 'created') {
            run.created.push(generatedOrderId(row.id, occurrence));
            made += 1;
          } else run.existing += 1;
        }
        // Written only when something happened: a standing order rewritten every minute would
        // be pulled by every device every minute and clash with whoever is editing it.
        const next = result.nextAttentionDate?.toISOString() ?? null;
        if (
          made > 0 ||
          next !== (textOf(row.data.nextAttentionDate) ?? null) ||
          dateOf(row.data.generatedThrough) === null
        ) {
          await advance(deps.store, row, result.generatedThrough, result.nextAttentionDate);
        }
      } catch (error) {
        run.failed.push({ id: row.id, message: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return run;
}
