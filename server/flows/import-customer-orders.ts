import { dayStart } from '../../src/domain/order-dates';
import { resolveTimeZone } from '../../src/domain/time-zone';
import { nameKey } from '../../src/domain/csv/csv-import';
import { entityByName } from '../../src/entities/registry';
import { withDocumentNumber } from '../sections/document-numbers';
import { withServerTotals } from '../sections/order-totals';
import { partiesOf } from '../sections/record-input';
import type { EntityName, RecordOf } from '../../src/entities/record-of';
import { getEntityRow, ownEntityRows, type EntityRow } from '../store/entity-row';
import type { Store } from '../store/store';
import type { ImportContext, ImportPlan, ImportRow } from './imports';
import { importedRecord, importRecordId } from './imports';
import { generatedOrderLines } from './standing-order-lines';
import { trimmedOf } from '../../src/domain/unknown-values';

/**
 * Customer orders from CSV rows (customer, product, quantity, dueDate, purchaseOrderNumber):
 * the customer is found by name among the company's customers and the product by name or
 * abbreviation among its products; rows of one customer, due date and PO number make one
 * order, priced (the customer's price tier, automatic lines, totals) and numbered as any
 * order, in the import's transaction.
 */

/** The company's own records in use of a navigation name. */
function ownRows<N extends EntityName>(store: Store, name: N, owner: string): Promise<EntityRow<N>[]> {
  return ownEntityRows(store, name, owner, { includeInactive: false });
}

export async function planCustomerOrders(
  rows: readonly ImportRow[],
  context: ImportContext,
): Promise<ImportPlan> {
  const orders = entityByName('customer-orders');
  const customers = await ownRows(context.store, 'customers', context.owner);
  const products = await ownRows(context.store, 'products', context.owner);
  const customerByName = new Map(
    customers.map((row) => [nameKey(trimmedOf(row.data.companyName) ?? ''), row]),
  );
  const productByName = new Map<string, EntityRow<'products'>>();
  for (const row of products) {
    for (const name of [trimmedOf(row.data.abbreviation) ?? '', trimmedOf(row.data.productName) ?? ''])
      if (name !== '') productByName.set(nameKey(name), row);
  }
  const plan: ImportPlan = { writes: [], errors: [] };
  const groups = new Map<
    string,
    {
      row: number;
      customer: EntityRow<'customers'>;
      dueDate: string;
      po: string;
      items: { productID: string; quantity: number }[];
    }
  >();
  for (const { row, fields } of rows) {
    const customer = customerByName.get(nameKey(trimmedOf(fields.customer) ?? ''));
    const product = productByName.get(nameKey(trimmedOf(fields.product) ?? ''));
    const quantity = typeof fields.quantity === 'number' ? fields.quantity : 0;
    const dueDate = trimmedOf(fields.dueDate) ?? '';
    if (customer === undefined)
      plan.errors.push({
        row,
        field: 'customer',
        message: `No customer is called '${trimmedOf(fields.customer) ?? ''}'`,
      });
    if (product === undefined)
      plan.errors.push({
        row,
        field: 'product',
        message: `No product is called '${trimmedOf(fields.product) ?? ''}'`,
      });
    if (!(quantity > 0)) plan.errors.push({ row, field: 'quantity', message: 'Quantity must be above 0' });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDate))
      plan.errors.push({ row, field: 'dueDate', message: 'Due date must be yyyy-MM-dd' });
    if (
      customer === undefined ||
      product === undefined ||
      !(quantity > 0) ||
      !/^\d{4}-\d{2}-\d{2}$/.test(dueDate)
    )
      continue;
    const po = trimmedOf(fields.purchaseOrderNumber) ?? '';
    const key = `${customer.id}|${dueDate}|${po}`;
    const group = groups.get(key) ?? { row, customer, dueDate, po, items: [] };
    group.items.push({ productID: product.id, quantity });
    groups.set(key, group);
  }
  // A due day is the importing company's own: midnight in its default time zone (a Perth seller's day starts three hours after Melbourne's).
  const company = await getEntityRow(context.store, 'companies', context.owner);
  const timeZone = resolveTimeZone(
    typeof company?.data.defaultTimeZone === 'string' ? company.data.defaultTimeZone : null,
  );
  for (const [key, group] of groups) {
    const due = new Date(dayStart(group.dueDate, timeZone));
    const id = importRecordId(context.owner, context.importID, 'order', key);
    const data: RecordOf<'customer-orders'> = {
      id,
      buyerID: trimmedOf(group.customer.data.buyerID),
      sellerID: context.owner,
      fulfillerID: context.owner,
      supplyAgreementID: group.customer.id,
      locationID: trimmedOf(group.customer.data.locationID),
      purchaseOrderNumber: group.po === '' ? null : group.po,
      dueDate: due.toISOString(),
      createdOn: context.now.toISOString(),
      isConfirmed: false,
      isDispatched: false,
      isBuyerCourier: false,
      isRequestPickup: false,
      orderItems: group.items,
    };
    // Checked as a single write of an order is (its schema, declared fields, bounded text).
    const checked = importedRecord(orders, group.row, data, context.owner);
    if (!checked.ok) {
      plan.errors.push(...checked.errors);
      continue;
    }
    plan.writes.push({
      section: orders.section,
      id,
      companyAccountID: context.owner,
      parties: partiesOf(orders, checked.data, context.owner),
      isInactive: false,
      data: checked.data,
    });
  }
  plan.finish = async (tx, write) => {
    if (write.section !== orders.section) return write;
    const standing = {
      orderItems: write.data.orderItems,
      supplyAgreementID: write.data.supplyAgreementID,
      sellerID: context.owner,
    };
    const { lines } = await generatedOrderLines(tx, {
      id: write.id,
      orders: 'customer-orders',
      standing,
      owner: context.owner,
    });
    const numbered = await withDocumentNumber(
      tx,
      orders,
      { ...write.data, orderItems: lines },
      context.owner,
      null,
    );
    const priced = await withServerTotals(
      tx,
      {
        automaticLineItems: entityByName('automatic-line-items').section,
        locations: entityByName('locations').section,
      },
      numbered,
      { owner: context.owner, writer: context.owner, stored: null },
    );
    return { ...write, data: priced };
  };
  return plan;
}
