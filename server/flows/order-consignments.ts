import {
  consignmentLinesOf,
  localDay,
  mergeLines,
  pickPackSettingsOf,
  type ConsignmentLine,
} from '../../src/domain/pick-pack-settings';
import { DEFAULT_TIME_ZONE } from '../../src/domain/time-zone';
import { entityByName } from '../../src/entities/registry';
import { COMPANIES_SECTION } from '../auth/account-records';
import { withDocumentNumber } from '../sections/document-numbers';
import type { RecordRow, Store } from '../store/store';
import { derivedId } from '../../src/domain/derived-id';
import { HttpProblem } from '../http/problem';
import { pointedDelivery } from './delivery-pointers';
import { insertOrRetry, updateOrRetry, type Flow } from './flow';
import { orderSeller, PURCHASES_SECTION } from './order-seller';
import { fulfilsFor, namedLines } from './third-party-fulfilment';
import { textOf } from '../../src/domain/unknown-values';

// One order record, viewed by role: a buyer's purchase order is its seller's customer order.
const ORDERS_SECTION = 'CustomerOrders';
const LOCATIONS_SECTION = 'Locations';
const CONSIGNMENTS_SECTION = 'Customer/Consignments';
// The orders a client sends its 3PL (client-orders): confirmed, they are picked on the 3PL's floor too.
const CLIENT_ORDERS_SECTION = 'Client/Orders';

// Where the picker's consignments leave from: the order's (the seller's own floor only), the setting's, or the picker's first location.
async function departureOf(
  store: Store,
  order: RecordRow | null,
  seller: string,
  setting: string | null,
): Promise<string | null> {
  const named = (order === null ? null : textOf(order.data.departureLocationID)) ?? setting;
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
export async function orderConsignment(
  store: Store,
  seller: string,
  orderID: string,
): Promise<RecordRow | null> {
  for (const id of [consignmentID(seller, orderID), legacyConsignmentID(orderID)]) {
    const row = await store.get(CONSIGNMENTS_SECTION, id);
    if (row !== null && row.companyAccountID === seller) return row;
  }
  return null;
}

/** A company as a consignment names it (the hubs show its name), or null. */
async function companyRefOf(
  store: Store,
  id: string | null,
): Promise<{ id: string; companyName: string } | null> {
  if (id === null) return null;
  const company = await store.get(COMPANIES_SECTION, id);
  return { id, companyName: textOf(company?.data.companyName) ?? id };
}

// A location as a consignment keeps it: its name, so every party reads where it leaves from and
// goes to, also one whose location records it never reads (a 3PL's client, its customer).
async function locationRefOf(
  store: Store,
  id: string | null,
): Promise<{ id: string; locationName: string } | null> {
  if (id === null) return null;
  const location = await store.get(LOCATIONS_SECTION, id);
  const name = textOf(location?.data.locationName);
  return name === null ? null : { id, locationName: name };
}

function isOpen(row: RecordRow): boolean {
  return !row.isInactive && textOf(row.data.pickedOn) === null && row.data.isDispatched !== true;
}

/**
 * Confirming a customer order makes its customer consignment(s), on the floor of whoever picks
 * it: the seller's, when the seller picks and packs; or, when the order names a 3PL fulfiller
 * that fulfils for the seller (issue 23 §7), the 3PL's: the 3PL owns that consignment (its
 * picks take its own stock), names the seller as fulfillmentBuyerID (who sees the progress and
 * is billed) and carries the product names, never prices. An order naming a fulfiller that
 * does not fulfil for the seller is refused (422). When the seller picks and
 * packs (also an order its customer placed as a purchase order, which the seller confirms
 * through its customer orders; the record stays in the buyer's section): consignmentOrderItems from the order's product lines, the due date and destination
 * from the order. By the seller's pick/pack setting, each order gets its own consignment, or
 * the orders of one customer, destination and day share one (while it is not yet picked).
 */
export const orderConsignmentsFlow: Flow = {
  name: 'order confirmed: consignments',
  sections: [ORDERS_SECTION, PURCHASES_SECTION, CLIENT_ORDERS_SECTION],
  async run({ store, before, after, clock }) {
    if (after.data.isConfirmed !== true || before?.data.isConfirmed === true || after.isInactive) return;
    const seller = orderSeller(after);
    if (seller === null) return;
    const fulfiller = textOf(after.data.fulfillerID);
    // Whose floor picks it: a 3PL fulfilling for the seller, or the seller itself.
    const thirdParty = fulfiller !== null && fulfiller !== seller ? fulfiller : null;
    if (thirdParty !== null && !(await fulfilsFor(store, thirdParty, seller))) {
      throw new HttpProblem(
        422,
        `Company ${thirdParty} does not fulfil orders for you as a 3PL, so it cannot pick this order. Choose a 3PL fulfiller you have agreed terms with, or leave Fulfiller empty.`,
        {
          errors: [{ field: 'fulfillerID', message: 'Not a 3PL fulfiller of yours' }],
        },
      );
    }
    if (after.section === CLIENT_ORDERS_SECTION && thirdParty === null) return;
    const picker = thirdParty ?? seller;
    const company = await store.get(COMPANIES_SECTION, picker);
    const settings = pickPackSettingsOf(company?.data);
    if (thirdParty === null && !settings.picksAndPacks) return;
    const orderLines = consignmentLinesOf(after.data.orderItems);
    if (orderLines.length === 0) return;
    // The 3PL reads none of its client's products: its consignment names them.
    const lines =
      thirdParty === null ? orderLines : await namedLines(store, seller, orderLines, after.data.orderItems);
    const buyerID = textOf(after.data.buyerID);
    const destinationLocationID = textOf(after.data.locationID);
    const dueDate = textOf(after.data.dueDate);
    const timeZone = textOf(company?.data.defaultTimeZone) ?? DEFAULT_TIME_ZONE;
    // The seller's pointers for the address (the warehouse that supplies it, the courier that
    // takes it) on its own floor; a 3PL's consignment leaves from the 3PL's pick/pack location.
    const pointed =
      thirdParty === null
        ? await pointedDelivery(store, seller, destinationLocationID, dueDate, timeZone)
        : {};
    const departureLocationID = await departureOf(
      store,
      thirdParty === null ? after : null,
      picker,
      pointed.departureLocationID ?? settings.pickPackLocationID,
    );
    const fulfilment = thirdParty === null ? {} : { fulfillerID: thirdParty, fulfillmentBuyerID: seller };

    if (settings.consignmentGrouping === 'PerCustomerPerDay') {
      const day = localDay(dueDate ?? clock().toISOString(), timeZone);
      const { rows } = await store.list(CONSIGNMENTS_SECTION, {
        visibleTo: picker,
        conditions: [
          { field: 'buyerID', op: 'eq', value: buyerID },
          { field: 'destinationLocationID', op: 'eq', value: destinationLocationID },
        ],
        includeInactive: false,
        includeCount: false,
      });
      const shared = rows.find(
        (row) =>
          row.companyAccountID === picker &&
          textOf(row.data.fulfillmentBuyerID) === (thirdParty === null ? null : seller) &&
          isOpen(row) &&
          localDay(textOf(row.data.dueDate) ?? '', timeZone) === day,
      );
      if (shared !== undefined) {
        const orders = Array.isArray(shared.data.customerOrderIDs)
          ? (shared.data.customerOrderIDs as string[])
          : [];
        if (orders.includes(after.id)) return;
        const current = (
          Array.isArray(shared.data.consignmentOrderItems) ? shared.data.consignmentOrderItems : []
        ) as ConsignmentLine[];
        await updateOrRetry(store, shared, {
          ...shared.data,
          customerOrderIDs: [...orders, after.id],
          consignmentOrderItems:
            thirdParty === null
              ? mergeLines(current, lines)
              : await namedLines(store, seller, mergeLines(current, lines), after.data.orderItems),
          sourceHasChanged: true,
        });
        return;
      }
    }

    if ((await orderConsignment(store, picker, after.id)) !== null) return;
    const id = consignmentID(picker, after.id);
    const consignments = entityByName('customer-consignments');
    const data = await withDocumentNumber(
      store,
      consignments,
      {
        // The pointers' courier and template (and what chose them); the departure is settled above.
        ...pointed,
        id,
        companyAccountID: picker,
        customerOrderID: after.id,
        customerOrderIDs: [after.id],
        buyerID,
        buyer: await companyRefOf(store, buyerID),
        sellerID: seller,
        seller: await companyRefOf(store, seller),
        ...fulfilment,
        departureLocationID,
        departureLocation: await locationRefOf(store, departureLocationID),
        destinationLocationID,
        destinationLocation: await locationRefOf(store, destinationLocationID),
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
      picker,
      null,
    );
    await insertOrRetry(store, {
      section: consignments.section,
      id,
      companyAccountID: picker,
      parties: [
        ...new Set([buyerID, seller].filter((party): party is string => party !== null && party !== picker)),
      ].sort(),
      data,
    });
  },
};
