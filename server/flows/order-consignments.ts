import { consignmentLinesOf, localDay, mergeLines, pickPackSettingsOf, type ConsignmentLine } from '../../src/domain/pick-pack-settings';
import { DEFAULT_TIME_ZONE } from '../../src/domain/time-zone';
import { entityByName } from '../../src/entities/registry';
import { COMPANIES_SECTION } from '../auth/account-records';
import { withDocumentNumber } from '../sections/document-numbers';
import type { RecordRow, Store } from '../store/store';
import { derivedId } from '../../src/domain/derived-id';
import { pointedDelivery } from './delivery-pointers';
import { insertOrRetry, updateOrRetry, type Flow } from './flow';
import { orderSeller, PURCHASES_SECTION } from './order-seller';

// One order record, viewed by role: a buyer's purchase order is its seller's customer order.
const ORDERS_SECTION = 'CustomerOrders';
const LOCATIONS_SECTION = 'Locations';
const CONSIGNMENTS_SECTION = 'Customer/Consignments';

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

// Where the seller's consignments leave from: the order's, the setting's, or the seller's first location.
async function departureOf(store: Store, order: RecordRow, seller: string, setting: string | null): Promise<string | null> {
  const named = text(order.data.departureLocationID) ?? setting;
  if (named !== null) return named;
  const { rows } = await store.list(LOCATIONS_SECTION, {
    visibleTo: seller,
    conditions: [{ field: 'companyAccountID', op: 'eq', value: seller }],
    includeInactive: false,
    includeCount: false,
    sort: { field: 'locationName', direction: 'asc' },
    take: 1,
  });
  return rows[0]?.id ?? null;
}

/**
 * The id of the consignment a seller's confirmed order gets (its own, when not shared).
 * @example consignmentID('comp1', 'order-1') // a version-5 UUID, another for another seller
 */
export function consignmentID(seller: string, orderID: string): string {
  return derivedId(seller, 'consignment', orderID);
}

/** The id the services gave an order's consignment before ids were derived per seller; still found. */
export function legacyConsignmentID(orderID: string): string {
  return `cons:${orderID}`;
}

/** The seller's own consignment made for an order, under its id of now or of before; never another company's. */
export async function orderConsignment(store: Store, seller: string, orderID: string): Promise<RecordRow | null> {
  for (const id of [consignmentID(seller, orderID), legacyConsignmentID(orderID)]) {
    const row = await store.get(CONSIGNMENTS_SECTION, id);
    if (row !== null && row.companyAccountID === seller) return row;
  }
  return null;
}

function isOpen(row: RecordRow): boolean {
  return !row.isInactive && text(row.data.pickedOn) === null && row.data.isDispatched !== true;
}

/**
 * Confirming a customer order makes its customer consignment(s), when the seller picks and
 * packs (also an order its customer placed as a purchase order, which the seller confirms
 * through its customer orders; the record stays in the buyer's section): consignmentOrderItems from the order's product lines, the due date and destination
 * from the order. By the seller's pick/pack setting, each order gets its own consignment, or
 * the orders of one customer, destination and day share one (while it is not yet picked).
 */
export const orderConsignmentsFlow: Flow = {
  name: 'order confirmed: consignments',
  sections: [ORDERS_SECTION, PURCHASES_SECTION],
  async run({ store, before, after, clock }) {
    if (after.data.isConfirmed !== true || before?.data.isConfirmed === true || after.isInactive) return;
    const seller = orderSeller(after);
    if (seller === null) return;
    const fulfiller = text(after.data.fulfillerID);
    if (fulfiller !== null && fulfiller !== seller) return;
    const company = await store.get(COMPANIES_SECTION, seller);
    const settings = pickPackSettingsOf(company?.data);
    if (!settings.picksAndPacks) return;
    const lines = consignmentLinesOf(after.data.orderItems);
    if (lines.length === 0) return;
    const buyerID = text(after.data.buyerID);
    const destinationLocationID = text(after.data.locationID);
    const dueDate = text(after.data.dueDate);
    const timeZone = text(company?.data.defaultTimeZone) ?? DEFAULT_TIME_ZONE;
    // The seller's pointers for the address: the warehouse that supplies it, the courier that takes it.
    const pointed = await pointedDelivery(store, seller, destinationLocationID, dueDate, timeZone);
    const departureLocationID = await departureOf(store, after, seller, pointed.departureLocationID ?? settings.pickPackLocationID);

    if (settings.consignmentGrouping === 'PerCustomerPerDay') {
      const day = localDay(dueDate ?? clock().toISOString(), timeZone);
      const { rows } = await store.list(CONSIGNMENTS_SECTION, {
        visibleTo: seller,
        conditions: [
          { field: 'buyerID', op: 'eq', value: buyerID },
          { field: 'destinationLocationID', op: 'eq', value: destinationLocationID },
        ],
        includeInactive: false,
        includeCount: false,
      });
      const shared = rows.find(
        (row) => row.companyAccountID === seller && isOpen(row) && localDay(text(row.data.dueDate) ?? '', timeZone) === day,
      );
      if (shared !== undefined) {
        const orders = Array.isArray(shared.data.customerOrderIDs) ? (shared.data.customerOrderIDs as string[]) : [];
        if (orders.includes(after.id)) return;
        const current = (Array.isArray(shared.data.consignmentOrderItems) ? shared.data.consignmentOrderItems : []) as ConsignmentLine[];
        await updateOrRetry(store, shared, {
          ...shared.data,
          customerOrderIDs: [...orders, after.id],
          consignmentOrderItems: mergeLines(current, lines),
          sourceHasChanged: true,
        });
        return;
      }
    }

    if ((await orderConsignment(store, seller, after.id)) !== null) return;
    const id = consignmentID(seller, after.id);
    const consignments = entityByName('customer-consignments');
    const data = await withDocumentNumber(
      store,
      consignments,
      {
        // The pointers' courier and template (and what chose them); the departure is settled above.
        ...pointed,
        id,
        companyAccountID: seller,
        customerOrderID: after.id,
        customerOrderIDs: [after.id],
        buyerID,
        sellerID: seller,
        departureLocationID,
        destinationLocationID,
        dueDate,
        dueReadyOn: null,
        isOrdered: true,
        isRequestPickup: after.data.isRequestPickup === true,
        isBuyerCourier: after.data.isBuyerCourier === true,
        isReadyToOrderCourier: false,
        isDispatched: false,
        isTransfer: false,
        needsPacking: true,
        consignmentOrderItems: lines,
        consignmentEntryItems: [],
        packagedItems: [],
      },
      seller,
      null,
    );
    await insertOrRetry(store, {
      section: consignments.section,
      id,
      companyAccountID: seller,
      parties: buyerID !== null && buyerID !== seller ? [buyerID] : [],
      data,
    });
  },
};
