import {
  carriedByCourier,
  courierBillableItemID,
  courierBillableItemsFor,
  courierRatesOf,
  isDelivered,
  legacyCourierBillableItemID,
} from '../../src/domain/courier-billing';
import { HttpProblem } from '../http/problem';
import type { Flow } from './flow';
import { billClientOnce, COURIER_BILLABLE_ITEMS_SECTION } from './courier-terms';
import { textOf } from '../../src/domain/unknown-values';

const COURIER_ORDERS_SECTION = 'Courier/Orders';

/**
 * A courier order delivered by the courier company becomes its billable items to the client
 * that ordered it (the order's owner): the delivery, packages and kilograms delivered, priced
 * from the courier's price tier for that client (its Clients agreement's tier, else its default
 * tier). The items' ids come from the order's, so a replayed or retried delivery never bills twice.
 */
export const courierBillableItemsFlow: Flow = {
  name: 'courier billable items',
  sections: [COURIER_ORDERS_SECTION],
  async run({ store, after }) {
    const client = after.companyAccountID;
    if (!isDelivered(after.data) || !carriedByCourier(after.data, client)) return;
    const courier = String(after.data.courierID);
    await billClientOnce(
      store,
      {
        section: COURIER_BILLABLE_ITEMS_SECTION,
        firstItemIDs: [
          courierBillableItemID(courier, after.id, 'delivery'),
          legacyCourierBillableItemID(after.id, 'delivery'),
        ],
        provider: courier,
        client,
      },
      async (tier) => {
        const destination = after.data.destinationLocation as { locationName?: unknown } | null | undefined;
        const place =
          textOf(destination?.locationName) ??
          textOf(
            (await store.get('Locations', textOf(after.data.destinationLocationID) ?? ''))?.data.locationName,
          ) ??
          'destination';
        return courierBillableItemsFor(
          { ...after.data, id: after.id },
          tier === null ? null : courierRatesOf(tier.data),
          { client, courier, place },
        );
      },
    );
  },
};

/** Billable items are the services' record of work done: clients read them, never write them. */
export const courierBillableItemsReadOnlyFlow: Flow = {
  name: 'courier billable items are read-only',
  sections: [COURIER_BILLABLE_ITEMS_SECTION],
  run() {
    return Promise.reject(
      new HttpProblem(
        405,
        'Courier billable items are made when a courier order is delivered, and invoiced by creating a courier invoice.',
      ),
    );
  },
};
