import { dueOnFor, invoiceLinesFrom, invoiceTotalsOf, NOTHING_TO_INVOICE, unbilledFor } from '../../src/domain/courier-billing';
import { HttpProblem } from '../http/problem';
import { updateOrRetry, type Flow } from './flow';
import { COURIER_BILLABLE_ITEMS_SECTION, courierClientAgreement, courierTermFor } from './courier-terms';

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * A courier invoice a courier company issues (it is the seller) is made from its billable items
 * not yet invoiced to that client: one line per item, GST, issuedOn, dueOn from its payment terms
 * with the client; each item is marked invoiced with the invoice's id in the same transaction.
 * Two invoices racing for the same items: one takes them, the other is tried again and finds
 * nothing left (422), so no item is ever billed twice. Invoices a company records from a courier
 * outside Bulktrade (it is the buyer) are left as entered.
 */
export const courierInvoicesFlow: Flow = {
  name: 'courier invoices from billable items',
  sections: ['Courier/Invoices'],
  async run({ store, before, after, clock }) {
    const courier = after.companyAccountID;
    if (before !== null || after.data.sellerID !== courier) return;
    const client = text(after.data.buyerID);
    if (client === null || client === courier) {
      throw new HttpProblem(422, 'Choose the client to invoice.', { errors: [{ field: 'buyerID', message: 'Field is required' }] });
    }
    const { rows } = await store.list(COURIER_BILLABLE_ITEMS_SECTION, {
      visibleTo: courier,
      conditions: [{ field: 'buyerID', op: 'eq', value: client }],
      includeInactive: false,
      includeCount: false,
    });
    const own = rows.filter((row) => row.companyAccountID === courier);
    const open = unbilledFor(own.map((row) => ({ ...row.data, id: row.id })), client);
    if (open.length === 0) throw new HttpProblem(422, NOTHING_TO_INVOICE, { reason: 'NothingToInvoice' });
    const byID = new Map(own.map((row) => [row.id, row]));
    for (const item of open) {
      const row = byID.get(String(item.id));
      if (row !== undefined) await updateOrRetry(store, row, { ...row.data, isInvoiced: true, invoiceID: after.id });
    }
    const issuedOn = text(after.data.issuedOn) ?? clock().toISOString();
    const term = await courierTermFor(store, courier, await courierClientAgreement(store, courier, client));
    return updateOrRetry(store, after, {
      ...after.data,
      lineItems: invoiceLinesFrom(open),
      ...invoiceTotalsOf(open),
      issuedOn,
      dueOn: dueOnFor(issuedOn, term?.data ?? null),
      amountPaid: 0,
      isPaid: false,
    });
  },
};
