import { bladeTourName } from './blade-tours';
import type { AnyRecord } from '../domain/unknown-values';

/** The customer-order statuses its tour steps are limited by. */
export type OrderTourStatus = 'unconfirmed' | 'confirmed' | 'dispatched';

/**
 * An order's status for its tour, from its flags.
 * @example orderTourStatus({ isConfirmed: true }) // 'confirmed'
 */
export function orderTourStatus(item: Readonly<AnyRecord> | null): OrderTourStatus {
  if (item?.isDispatched === true) return 'dispatched';
  return item?.isConfirmed === true ? 'confirmed' : 'unconfirmed';
}

/**
 * The tour a detail form asks for: a customer order by its status (customer-order.new,
 * customer-order.confirmed...), any other item by name.new or name.edit.
 * @example detailTourName('batch', null, true) // 'batch.new'
 * @example detailTourName('customer-order', { isConfirmed: true }, false) // 'customer-order.confirmed'
 */
export function detailTourName(single: string, item: Readonly<AnyRecord> | null, isNew: boolean): string {
  if (isNew) return bladeTourName(single, { isNew: true });
  if (single === 'customer-order') return bladeTourName(single, { status: orderTourStatus(item) });
  return bladeTourName(single, { isEditing: true });
}
