/**
 * A billable item: one priced piece of work a company did for its client (a courier's delivery,
 * a 3PL's order fulfilled), recorded by the services and not yet invoiced. Courier and client
 * billable items are the same shape (courier-billing.ts, client-billing.ts).
 */
import { round2 } from './money';

/** One billable item as the services store it (without owner and parties). */
export type BillableItem = {
  id: string;
  description: string;
  quantity: number;
  unitPrice: number;
  amountTotal: number;
  taxType: 'GST';
  tags: string | null;
  buyerID: string;
  sellerID: string;
  itemID: string;
  invoiceID: null;
  isInvoiced: false;
  createdOn: string;
};

/** The work billed: the record it comes from, who did it for whom and when, and each kind's fixed item id. */
export type BilledWork<Kind extends string> = {
  itemID: string;
  client: string;
  provider: string;
  on: string;
  idOf: (kind: Kind) => string;
};

/**
 * Makes the unbilled items of one piece of work, one kind at a time: the amount is quantity times
 * unit price (to the cent), with GST, the client buying from the company that did the work.
 * @example billableItemsOf({ itemID: 'm', client: 'supp', provider: 'cour', on: '2026-03-03T01:00:00Z', idOf: (kind) => `cbi-m-${kind}` })('packages', 'Packages', 3, 1.2, 'Packages').amountTotal // 3.6
 */
export function billableItemsOf<Kind extends string>(
  work: BilledWork<Kind>,
): (
  kind: Kind,
  description: string,
  quantity: number,
  unitPrice: number,
  tags: string | null,
) => BillableItem {
  const base = {
    taxType: 'GST' as const,
    buyerID: work.client,
    sellerID: work.provider,
    itemID: work.itemID,
    invoiceID: null,
    isInvoiced: false as const,
    createdOn: work.on,
  };
  return (kind, description, quantity, unitPrice, tags) => ({
    ...base,
    id: work.idOf(kind),
    description,
    quantity,
    unitPrice,
    amountTotal: round2(quantity * unitPrice),
    tags,
  });
}
