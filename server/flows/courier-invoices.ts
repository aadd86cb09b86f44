import {
  dueOnFor,
  invoiceLinesFrom,
  invoiceTotalsOf,
  NOTHING_TO_INVOICE,
  unbilledFor,
} from '../../src/domain/courier-billing';
import { HttpProblem } from '../http/problem';
import { updateOrRetry, type Flow } from './flow';
import {
  CLIENT_BILLABLE_ITEMS_SECTION,
  COURIER_BILLABLE_ITEMS_SECTION,
  courierClientAgreement,
  courierTermFor,
} from './courier-terms';
import { textOf } from '../../src/domain/unknown-values';

/**
 * An invoice a company issues (it is the seller) from its billable items not yet invoiced to
 * that client: one line per item, GST, issuedOn, dueOn from its payment terms with the client;
 * each item is marked invoiced with the invoice's id in the same transaction. Two invoices racing
 * for the same items: one takes them, the other is tried again and finds nothing left (422), so
 * no item is ever billed twice. Invoices a company records from a biller outside Bulktrade (it
 * is the buyer) are left as entered. The invoice keeps its issuer (companyAccountID), so the
 * client's device tells it from its own records.
 */
function invoicesFromBillableItems(name: string, invoicesSection: string, itemsSection: string): Flow {
  return {
    name,
    sections: [invoicesSection],
    async run({ store, before, after, clock }) {
      const seller = after.companyAccountID;
      if (before !== null || after.data.sellerID !== seller) return;
      const client = textOf(after.data.buyerID);
      if (client === null || client === seller) {
        throw new HttpProblem(422, 'Choose the client to invoice.', {
          errors: [{ field: 'buyerID', message: 'Field is required' }],
        });
      }
      const { rows } = await store.list(itemsSection, {
        visibleTo: seller,
        conditions: [{ field: 'buyerID', op: 'eq', value: client }],
        includeInactive: false,
        includeCount: false,
      });
      const own = rows.filter((row) => row.companyAccountID === seller);
      const open = unbilledFor(
        own.map((row) => ({ ...row.data, id: row.id })),
        client,
      );
      if (open.length === 0) throw new HttpProblem(422, NOTHING_TO_INVOICE, { reason: 'NothingToInvoice' });
      const byID = new Map(own.map((row) => [row.id, row]));
      for (const item of open) {
        const row = byID.get(String(item.id));
        if (row !== undefined)
          await updateOrRetry(store, row, { ...row.data, isInvoiced: true, invoiceID: after.id });
      }
      const issuedOn = textOf(after.data.issuedOn) ?? clock().toISOString();
      const term = await courierTermFor(store, seller, await courierClientAgreement(store, seller, client));
      return updateOrRetry(store, after, {
        ...after.data,
        companyAccountID: seller,
        lineItems: invoiceLinesFrom(open),
        ...invoiceTotalsOf(open),
        issuedOn,
        dueOn: dueOnFor(issuedOn, term?.data ?? null),
        amountPaid: 0,
        isPaid: false,
      });
    },
  };
}

/** A courier company's courier invoice to a client, from its courier billable items (delivered courier orders). */
export const courierInvoicesFlow: Flow = invoicesFromBillableItems(
  'courier invoices from billable items',
  'Courier/Invoices',
  COURIER_BILLABLE_ITEMS_SECTION,
);

/** A 3PL's client invoice to the client whose orders it fulfils, from its client billable items (dispatched orders). */
export const clientInvoicesFlow: Flow = invoicesFromBillableItems(
  'client invoices from billable items',
  'Client/Invoices',
  CLIENT_BILLABLE_ITEMS_SECTION,
);
