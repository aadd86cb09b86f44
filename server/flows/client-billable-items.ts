import {
  clientBillableItemID,
  clientBillableItemsFor,
  fulfilledFor,
  fulfilmentRatesOf,
  legacyClientBillableItemID,
} from '../../src/domain/client-billing';
import { HttpProblem } from '../http/problem';
import type { Flow } from './flow';
import { billClientOnce, CLIENT_BILLABLE_ITEMS_SECTION } from './courier-terms';

/** Where the orders a 3PL fulfils are kept: a seller's customer orders, a client's orders to it, a seller's fulfiller orders. */
const FULFILLED_ORDER_SECTIONS = ['CustomerOrders', 'Client/Orders', 'Fulfiller/Orders'] as const;

/**
 * An order a 3PL fulfiller dispatches for its client (the order's seller) becomes the 3PL's
 * client billable items to that client: a fee per order and per unit picked, from the 3PL's
 * price tier for the client (its Clients agreement's tier, else its default tier). The items'
 * ids come from the order's, so a replayed or repeated dispatch never bills twice.
 */
export const clientBillableItemsFlow: Flow = {
  name: 'client billable items',
  sections: FULFILLED_ORDER_SECTIONS,
  async run({ store, before, after, clock }) {
    if (after.isInactive || after.data.isDispatched !== true || before?.data.isDispatched === true) return;
    const parties = fulfilledFor(after.data, after.companyAccountID);
    if (parties === null) return;
    const { client, fulfiller } = parties;
    await billClientOnce(
      store,
      {
        section: CLIENT_BILLABLE_ITEMS_SECTION,
        firstItemIDs: [
          clientBillableItemID(fulfiller, after.id, 'order'),
          legacyClientBillableItemID(after.id, 'order'),
        ],
        provider: fulfiller,
        client,
      },
      (tier) =>
        clientBillableItemsFor(
          { ...after.data, id: after.id },
          tier === null ? null : fulfilmentRatesOf(tier.data),
          { client, fulfiller, on: clock().toISOString() },
        ),
    );
  },
};

/** Client billable items are the services' record of work done: clients read them, never write them. */
export const clientBillableItemsReadOnlyFlow: Flow = {
  name: 'client billable items are read-only',
  sections: [CLIENT_BILLABLE_ITEMS_SECTION],
  run() {
    return Promise.reject(
      new HttpProblem(
        405,
        'Client billable items are made when an order you fulfil for a client is dispatched, and invoiced by creating a client invoice.',
      ),
    );
  },
};
