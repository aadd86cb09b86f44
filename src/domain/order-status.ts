/** An order's progress as the spec names it (doc 2, section 4). */
export type OrderStatus = 'unconfirmed' | 'confirmed' | 'dispatched';

/** Label of each status, as list badges show it. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  unconfirmed: 'Unconfirmed',
  confirmed: 'Confirmed',
  dispatched: 'Dispatched',
};

/**
 * Status of an order: dispatched wins over confirmed.
 * @example orderStatus({ isConfirmed: true, isDispatched: false }) // 'confirmed'
 */
export function orderStatus(record: {
  readonly isConfirmed?: boolean | null;
  readonly isDispatched?: boolean | null;
}): OrderStatus {
  if (record.isDispatched === true) return 'dispatched';
  return record.isConfirmed === true ? 'confirmed' : 'unconfirmed';
}
