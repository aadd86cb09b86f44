import type { Command } from '../../hub/command';
import { writes } from '../../../data/write';

/** Invoicing one client's unbilled items: who bills whom, and the new invoice's id. */
export type InvoiceUnbilledState = {
  entity: 'courier-invoices' | 'client-invoices';
  id: string;
  /** The client billed, or null before one is chosen. */
  buyerID: string | null;
  sellerID: string;
};

/** Invoice: a new invoice to the client; the services gather its unbilled items into it. */
export const invoiceUnbilled: Command<InvoiceUnbilledState> = {
  name: 'invoice-unbilled',
  label: 'Invoice',
  isEnabled: (state) => state.buyerID !== null && state.buyerID !== '',
  perform: (state) =>
    state.buyerID === null
      ? []
      : [writes.create(state.entity, state.id, { buyerID: state.buyerID, sellerID: state.sellerID })],
};
