import { invoiceTotals } from '../../src/domain/delivery-invoice';
import type { TrainingClock } from './training-clock';
import { COMPANY } from './training-ids';
import type { SeedRecord, SeedRecords } from './training-types';

/** The demo's plan fees, ex GST (the spec leaves subscription prices out; these are the demo's). */
const PLAN = { description: 'Bulktrade Supplier subscription (SUPP), monthly', unitPrice: 149 } as const;
const EXTRA_USER = { description: 'Additional users, monthly', unitPrice: 12, quantity: 3 } as const;
const MONTHS = 6;
const DAYS_APART = 30;

/**
 * Bulktrade's monthly subscription invoices to comp1, newest issued two days ago and still
 * owing (due in twelve days), the five before it paid a day after issue: the plan and three
 * additional users, with GST. Read only to the company (server/flows/subscription-invoices.ts).
 */
export function trainingSubscriptionInvoices(clock: TrainingClock): SeedRecords<'subscription-invoices'> {
  const records = Array.from({ length: MONTHS }, (_, index): SeedRecord<'subscription-invoices'> => {
    const monthsAgo = MONTHS - 1 - index;
    const issuedDays = -2 - monthsAgo * DAYS_APART;
    const id = `subinv-${String(index + 1).padStart(2, '0')}`;
    // Plan lines name no product record (itemID null).
    const lineItems = [
      {
        id: `${id}-plan`,
        itemID: null,
        description: PLAN.description,
        quantity: 1,
        onOrder: 1,
        unitPrice: PLAN.unitPrice,
        discount: 0,
        sortNumber: 1,
        tags: null,
        taxType: 'GST' as const,
      },
      {
        id: `${id}-users`,
        itemID: null,
        description: EXTRA_USER.description,
        quantity: EXTRA_USER.quantity,
        onOrder: EXTRA_USER.quantity,
        unitPrice: EXTRA_USER.unitPrice,
        discount: 0,
        sortNumber: 2,
        tags: null,
        taxType: 'GST' as const,
      },
    ];
    const totals = invoiceTotals(lineItems);
    const paid = monthsAgo > 0;
    return {
      owner: COMPANY.wholesaler,
      data: {
        id,
        invoiceNumber: `BT-${String(20_400 + index)}`,
        buyerID: COMPANY.wholesaler,
        issuedOn: clock.at(issuedDays, 6),
        dueOn: clock.at(issuedDays + 14),
        paidOn: paid ? clock.at(issuedDays + 1, 6, 5) : null,
        isPaid: paid,
        amountPaid: paid ? totals.amountTotal : 0,
        isConfirmed: true,
        isDispatched: true,
        lineItems,
        ...totals,
        isInactive: false,
      },
    };
  });
  return { 'subscription-invoices': records };
}
