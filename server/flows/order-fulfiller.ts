import { DEFAULT_TIME_ZONE } from '../../src/domain/time-zone';
import { COMPANIES_SECTION } from '../auth/account-records';
import { pointedFulfiller } from './delivery-pointers';
import { updateOrRetry, type Flow } from './flow';
import { orderSeller, PURCHASES_SECTION } from './order-seller';
import { textOf } from '../../src/domain/unknown-values';

const ORDERS_SECTION = 'CustomerOrders';

/**
 * Confirming an order that names no fulfiller hands it to the 3PL of the seller's fulfiller
 * pointer for its address and due weekday (a company on the seller's Couriers list as a
 * fulfiller): the order is stamped with that fulfillerID in the same write, before its
 * consignment is made, so the seller's own floor does not pick it. An order the seller named a
 * fulfiller for (itself included) keeps it.
 */
export const orderFulfillerFlow: Flow = {
  name: 'order confirmed: fulfiller pointer',
  sections: [ORDERS_SECTION, PURCHASES_SECTION],
  async run({ store, before, after }) {
    if (after.data.isConfirmed !== true || before?.data.isConfirmed === true || after.isInactive) return;
    if (textOf(after.data.fulfillerID) !== null) return;
    const seller = orderSeller(after);
    if (seller === null) return;
    const company = await store.get(COMPANIES_SECTION, seller);
    const timeZone = textOf(company?.data.defaultTimeZone) ?? DEFAULT_TIME_ZONE;
    const pointed = await pointedFulfiller(
      store,
      seller,
      textOf(after.data.locationID),
      textOf(after.data.dueDate),
      timeZone,
    );
    if (pointed === null) return;
    return updateOrRetry(store, after, { ...after.data, fulfillerID: pointed.fulfillerID });
  },
};
