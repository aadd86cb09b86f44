import { carriesTemperatureSensitive, consignedProductIDs } from '../../src/domain/temperature-sensitive';
import { updateOrRetry, type Flow } from './flow';

const CONSIGNMENT_SECTIONS = ['Customer/Consignments', 'Stock/Consignments'] as const;

/**
 * A movement made for a consignment is temperature sensitive when a product it carries is,
 * decided here from the stored consignment and products: the dispatcher's tablet may not have
 * pulled a product's flag yet, and the driver's cold-chain check must not depend on that.
 * Only ever sets the flag (a dispatcher may flag a movement by hand).
 */
export const movementTemperatureFlow: Flow = {
  name: 'movement temperature',
  sections: ['Courier/Deliveries', 'Courier/Orders', 'Courier/Movements'],
  async run({ store, before, after }) {
    const consignmentID = after.data.consignmentID;
    if (typeof consignmentID !== 'string' || after.data.isTemperatureSensitive === true) return;
    if (before !== null && before.data.consignmentID === consignmentID) return;
    let consignment = null;
    for (const section of CONSIGNMENT_SECTIONS) consignment ??= await store.get(section, consignmentID);
    const items = Array.isArray(consignment?.data.consignmentOrderItems)
      ? (consignment.data.consignmentOrderItems as unknown[])
      : [];
    const sensitive = new Set<string>();
    for (const productID of consignedProductIDs(items)) {
      if ((await store.get('Products', productID))?.data.isTemperatureSensitive === true)
        sensitive.add(productID);
    }
    if (!carriesTemperatureSensitive(items, (productID) => sensitive.has(productID))) return;
    return updateOrRetry(store, after, { ...after.data, isTemperatureSensitive: true });
  },
};
