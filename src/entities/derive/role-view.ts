import type { EntityDefinition, PartyField, RoleView } from '../entity-definition';
import type { AnyRecord } from '../../domain/unknown-values';

/**
 * Whether a company sees a record in an entity's view, by its role on the record: for an entity
 * with a roleView (customer and purchase orders), only when one of the view's role fields names
 * it (customer orders: I am the seller or its fulfiller; purchase orders: I am the buyer); for
 * any other entity, when it owns the record or any party field names it. The services answer
 * lists, reads, pulls and writes by this rule, and the mirror reads by it too.
 * @example viewsRecord(customerOrders, { buyerID: 'alpha', sellerID: 'comp1' }, 'comp1', 'alpha') // true
 * @example viewsRecord(purchaseOrders, { buyerID: 'alpha', sellerID: 'comp1' }, 'comp1', 'comp1') // false
 */
export function viewsRecord(
  entity: Pick<EntityDefinition, 'roleView' | 'parties'>,
  record: Readonly<AnyRecord>,
  owner: unknown,
  company: string,
): boolean {
  const view = entity.roleView;
  if (view !== undefined)
    return view.roles.some(
      (field) =>
        record[field] === company &&
        (view.onceConfirmed?.includes(field) !== true || record.isConfirmed === true),
    );
  return owner === company || (entity.parties ?? []).some((field) => record[field] === company);
}

/**
 * The record as its owner stores it in the view's own section: the owner always holds the
 * view's owner role (a customer order's seller is the company that owns it).
 * @example withOwnerRole(CUSTOMER_ORDER_VIEW, { sellerID: 'other' }, 'comp1') // { sellerID: 'comp1' }
 */
export function withOwnerRole<T extends AnyRecord>(view: RoleView | undefined, record: T, owner: string): T {
  return view === undefined || record[view.ownerRole] === owner
    ? record
    : { ...record, [view.ownerRole]: owner };
}

/** One list condition of a role: the company in a party field, or the record confirmed. */
export type RoleCondition =
  { field: PartyField; op: 'eq' | 'ne'; value: string } | { field: 'isConfirmed'; op: 'eq'; value: true };

/**
 * The view's roles, each once, as disjoint list conditions: a record is matched by the first
 * role naming the company (the second query leaves out the records the first one has); a role
 * that sees records once confirmed asks for that too.
 * @example roleConditions(CUSTOMER_ORDER_VIEW, 'comp1')
 * // [[{ field: 'sellerID', op: 'eq', value: 'comp1' }], [{ field: 'fulfillerID', op: 'eq', value: 'comp1' }, { field: 'sellerID', op: 'ne', value: 'comp1' }, { field: 'isConfirmed', op: 'eq', value: true }]]
 */
export function roleConditions(view: RoleView, company: string): RoleCondition[][] {
  return view.roles.map((role, index) => [
    { field: role, op: 'eq' as const, value: company },
    ...view.roles.slice(0, index).map((earlier) => ({ field: earlier, op: 'ne' as const, value: company })),
    ...(view.onceConfirmed?.includes(role) === true
      ? [{ field: 'isConfirmed' as const, op: 'eq' as const, value: true as const }]
      : []),
  ]);
}
