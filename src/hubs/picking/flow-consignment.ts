import type { MirrorRow } from '../../data/mirror-row';
import { stockFigures, type StockFigures } from '../../domain/stock-available';
import { lineProductName } from '../../domain/warehouse/own-floor';
import { officeChangeLabels } from './pick-conflict';
import {
  finishProblem,
  pickLines,
  refusedRow,
  type EntryItem,
  type OrderLine,
  type PickLine,
} from './pick-state';

export type PickConsignmentInput = {
  consignment: MirrorRow<'customer-consignments'>;
  batches: readonly MirrorRow<'batches'>[];
  stock: readonly MirrorRow<'stock-items'>[];
  tracked: readonly MirrorRow<'stock-tracked-items'>[] | undefined;
  products: readonly MirrorRow<'products'>[] | undefined;
  /** Whether the batches and stock are on the device yet. */
  stockLoaded: boolean;
};

export type PickConsignmentView = {
  number: string;
  buyerName: string;
  dueDate: string;
  orderItems: OrderLine[];
  entryItems: EntryItem[];
  lines: PickLine[];
  picked: boolean;
  pending: boolean;
  /** The services' refusal of the pick, if they refused it. */
  failed: string | null;
  /** The batch the refusal names, to pick from another. */
  refused: { productID: string; batchID: string | null } | null;
  /** What the office changed while the picker picked (a conflict), in the picker's words; null without one. */
  officeChange: string | null;
  /** Why it cannot be marked picked yet, or null. */
  problem: string | null;
  productName(productID: string): string;
  /** The services' figures of a product here: on hand, committed and available move together. */
  figuresOf(productID: string): StockFigures;
};

/** The conflict alert's words: what the office changed, else the services' message. */
function officeChangeOf(consignment: MirrorRow<'customer-consignments'>): string | null {
  if (consignment._syncState !== 'conflict') return null;
  if (consignment._serverVersion === undefined)
    return consignment._syncMessage ?? 'Someone in the office changed this consignment.';
  const changed = officeChangeLabels(consignment._base, consignment._serverVersion).join(', ');
  return `The office changed ${changed || 'this consignment'} while you picked.`;
}

/**
 * Picking one consignment, from records: its lines with the batches at its location and what
 * is picked of each, what the services refused, what the office changed, and whether it can be
 * marked picked.
 */
export function pickConsignmentFlow(input: PickConsignmentInput): PickConsignmentView {
  const { consignment, stockLoaded } = input;
  // The schema keeps a line's shortReason as an extra field (the picker's, written by set-short-reason).
  const orderItems = (consignment.consignmentOrderItems ?? []) as OrderLine[];
  const entryItems: EntryItem[] = consignment.consignmentEntryItems ?? [];
  const server = consignment._base ?? consignment;
  const locationID = consignment.departureLocationID ?? '';
  const lines = pickLines({
    orderItems,
    entryItems,
    // The services' copy is kept unparsed beside the record (the base of a rebase).
    serverEntryItems: (server.consignmentEntryItems as EntryItem[] | null | undefined) ?? [],
    batches: input.batches.map((b) => ({
      id: b.id,
      batchcode: b.batchcode || null,
      productID: b.productID ?? '',
      exp: b.exp || null,
      onHold: b.onHold === true,
      isPending: b.isPending === true,
    })),
    stock: input.stock.map((s) => ({
      batchID: s.batchID || null,
      productID: s.productID ?? '',
      locationID: s.locationID ?? '',
      available: typeof s.available === 'number' ? s.available : 0,
    })),
    locationID,
  });
  const failed =
    consignment._syncState === 'failed'
      ? (consignment._syncMessage ?? 'The services refused this pick')
      : null;
  return {
    number: String(consignment.consignmentNumber ?? ''),
    buyerName: consignment.buyer?.companyName ?? '',
    dueDate: consignment.dueDate ?? '',
    orderItems,
    entryItems,
    lines,
    picked: (consignment.pickedOn ?? '') !== '',
    pending: consignment._syncState === 'pending',
    failed,
    refused: failed === null ? null : refusedRow(lines, failed),
    officeChange: officeChangeOf(consignment),
    problem: finishProblem(lines, stockLoaded),
    productName: (productID) =>
      lineProductName(
        orderItems.find((line) => line.productID === productID) ?? { productID },
        input.products,
      ),
    figuresOf: (productID) =>
      stockFigures(
        input.tracked?.find((item) => item.productID === productID && item.locationID === locationID),
      ),
  };
}
