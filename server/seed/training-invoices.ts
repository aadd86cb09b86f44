import type { TrainingClock } from './training-clock';
import type { BuiltOrder } from './training-order-builder';
import { CUSTOMER_ORDER, PURCHASE_ORDER } from './training-orders';
import { invoiceLineItemSchema } from '../../src/domain/schemas/invoice';
import { storedLines } from './stored-lines';
import type { SeedRecord, SeedRecords } from './training-types';

export type InvoicePlan = {
  id: string;
  invoiceNumber: string;
  orderID: string;
  issuedDays: number;
  dueDays: number;
  /** Days from today it was paid; absent while unpaid. */
  paidDays?: number;
  /**
   * The delivery it bills, for an invoice the services made when that delivery was signed for
   * (server/flows/delivery-invoices.ts): the invoice keeps it, and each line names it.
   */
  deliveryID?: string;
};

export function invoice(
  order: BuiltOrder,
  plan: InvoicePlan,
  clock: TrainingClock,
): SeedRecord<'customer-invoices'> {
  const { seed, totals } = order;
  const paid = plan.paidDays !== undefined;
  const orderLink =
    seed.kind === 'customer'
      ? { customerOrderID: seed.id, customerOrderNumber: seed.number }
      : { purchaseOrderID: seed.id, purchaseOrderNumber: seed.number };
  // Customer invoices belong to the seller, supplier invoices to the buyer: comp1 either way.
  const owner = seed.kind === 'customer' ? seed.sellerID : seed.buyerID;
  return {
    owner,
    data: {
      id: plan.id,
      // As the services' invoices carry it: the buyer's device tells the seller's invoice from its own record of a bill.
      companyAccountID: owner,
      invoiceNumber: plan.invoiceNumber,
      ...orderLink,
      buyerID: seed.buyerID,
      sellerID: seed.sellerID,
      ...totals,
      amountPaid: paid ? totals.amountTotal : 0,
      issuedOn: clock.at(plan.issuedDays, 9),
      dueOn: clock.at(plan.dueDays),
      paidOn: plan.paidDays === undefined ? null : clock.at(plan.paidDays, 14, 10),
      isPaid: paid,
      isConfirmed: true,
      isDispatched: true,
      ...(plan.deliveryID === undefined ? {} : { deliveryIDs: [plan.deliveryID] }),
      lineItems: storedLines(
        invoiceLineItemSchema,
        order.items.map((item, index) => ({
          id: `${plan.id}-${index + 1}`,
          itemID: item.productID ?? item.automaticLineItemID,
          description: item.description,
          quantity: item.quantity,
          onOrder: item.quantity,
          // Billed at the price the quantity break gave, so the lines add up to the order.
          unitPrice: item.appliedUnitPrice,
          discount: 0,
          sortNumber: item.sortNumber,
          tags: item.tags,
          taxType: item.taxType,
          ...(plan.deliveryID === undefined ? {} : { orderItemID: item.id, movementID: plan.deliveryID }),
        })),
      ),
      isInactive: false,
    },
  };
}

const CUSTOMER_INVOICES: readonly InvoicePlan[] = [
  // Made from their deliveries when signed for (del-0999, del-1000), as the services invoice now.
  {
    id: 'inv-0999',
    invoiceNumber: 'INV-0999',
    orderID: CUSTOMER_ORDER.fitzroyOverdue,
    issuedDays: -14,
    dueDays: -7,
    deliveryID: 'del-0999',
  },
  {
    id: 'inv-1000',
    invoiceNumber: 'INV-1000',
    orderID: CUSTOMER_ORDER.stKildaLastWeek,
    issuedDays: -7,
    dueDays: 7,
    paidDays: -2,
    deliveryID: 'del-1000',
  },
  {
    id: 'inv-1001',
    invoiceNumber: 'INV-1001',
    orderID: CUSTOMER_ORDER.fitzroyToday,
    issuedDays: 0,
    dueDays: 14,
  },
];

const SUPPLIER_INVOICES: readonly InvoicePlan[] = [
  {
    id: 'sinv-2000',
    invoiceNumber: 'GD-88412',
    orderID: PURCHASE_ORDER.dairyLastWeek,
    issuedDays: -7,
    dueDays: 7,
  },
  {
    id: 'sinv-2003',
    invoiceNumber: 'NSW-3051',
    orderID: PURCHASE_ORDER.sodaReceived,
    issuedDays: -10,
    dueDays: 4,
    paidDays: -3,
  },
];

/**
 * Customer invoices (one overdue, one paid, one issued today for the order on
 * today's journey) and supplier invoices for received purchase orders, with
 * the totals and lines of their orders.
 */
export function trainingInvoices(
  orders: { customer: readonly BuiltOrder[]; purchase: readonly BuiltOrder[] },
  clock: TrainingClock,
): SeedRecords<'customer-invoices' | 'supplier-invoices'> {
  const build = (plans: readonly InvoicePlan[], from: readonly BuiltOrder[]) =>
    plans.map((plan) => {
      const order = from.find((candidate) => candidate.seed.id === plan.orderID);
      if (order === undefined) throw new Error(`Unknown training order '${plan.orderID}'`);
      return invoice(order, plan, clock);
    });
  return {
    'customer-invoices': build(CUSTOMER_INVOICES, orders.customer),
    'supplier-invoices': build(SUPPLIER_INVOICES, orders.purchase),
  };
}
