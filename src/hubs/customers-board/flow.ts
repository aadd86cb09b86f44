import type { RecordOf } from '../../data/mirror-row';
import { customerCards, type CustomerCard } from '../../domain/insights/board-cards';

/** What the customer board reads from the mirror (customers undefined while loading) and the moment it is for. */
export interface CustomersBoardInput {
  readonly customers: readonly RecordOf<'customers'>[] | undefined;
  readonly orders: readonly RecordOf<'customer-orders'>[] | undefined;
  readonly invoices: readonly RecordOf<'customer-invoices'>[] | undefined;
  readonly deliveries: readonly RecordOf<'deliveries'>[] | undefined;
  readonly now: number;
}

/** A named filter of the board's cards. */
export interface CardFilter<C> {
  readonly label: string;
  readonly keep: (card: C) => boolean;
}

/** The board's filters: the first shows every customer. */
export const CUSTOMER_FILTERS: readonly CardFilter<CustomerCard>[] = [
  { label: 'All', keep: () => true },
  { label: 'Owing', keep: (card) => card.openBalance > 0 },
  { label: 'Overdue', keep: (card) => card.overdue },
  { label: 'Order due', keep: (card) => card.nextOrderDue !== null },
];

/** The texts the Find box searches in a card. */
export const customerSearchTexts = (card: CustomerCard): string[] => [card.name, card.email];

/**
 * A card's next order as the board writes it: its date and number, or a dash.
 * @example nextOrderText(card, (at) => formatDate(new Date(at), timeZone)) // '27/11/2026 (#1042)'
 */
export function nextOrderText(card: CustomerCard, date: (at: number) => string): string {
  if (card.nextOrderDue === null) return '–';
  return `${date(card.nextOrderDue)}${card.nextOrderNumber === '' ? '' : ` (#${card.nextOrderNumber})`}`;
}

/**
 * The customer board's cards: one per customer agreement with its next order, open balance and
 * last delivery; undefined while the customers load.
 * @example customersBoardFlow({ customers, orders, invoices, deliveries, now: Date.now() })?.[0]?.openBalance
 */
export function customersBoardFlow(input: CustomersBoardInput): CustomerCard[] | undefined {
  if (input.customers === undefined) return undefined;
  return customerCards(
    input.customers,
    input.orders ?? [],
    input.invoices ?? [],
    input.deliveries ?? [],
    input.now,
  );
}
