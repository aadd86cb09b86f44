import type { EntityDefinition, EntityField } from '../entity-definition';

/** What sets standing customer orders and standing purchase orders apart: the trading partner. */
export type StandingOrderPartner = {
  /** The partner's column in the list, after the standing order's name. */
  column: string;
  /** The partner's fields (its supply agreement, then its account), after the name in the form. */
  fields: readonly EntityField[];
  /** Label of `isBuyerCourier` from this side of the trade, e.g. 'We Arrange Courier'. */
  buyerCourierLabel: string;
};

/**
 * The list, form, filters (on, off), search and order of a standing order: a named order
 * raised on a cron schedule for a trading partner.
 * @example standingOrderParts({ column: 'sellerID', fields: [], buyerCourierLabel: 'We Arrange Courier' }).columns[1] // 'sellerID'
 */
export function standingOrderParts(
  partner: StandingOrderPartner,
): Pick<EntityDefinition, 'columns' | 'fields' | 'filters' | 'search' | 'sort'> {
  return {
    columns: ['standingOrderName', partner.column, 'cronExpression', 'isOn', 'nextAttentionDate'],
    fields: [
      { name: 'standingOrderName', label: 'Name', kind: 'text', required: true },
      ...partner.fields,
      {
        name: 'locationID',
        label: 'Deliver To',
        kind: 'reference',
        reference: 'locations',
        referenceLabel: 'locationName',
      },
      { name: 'cronExpression', label: 'Schedule', kind: 'cron', required: true },
      { name: 'isOn', label: 'On', kind: 'boolean' },
      { name: 'isBuyerCourier', label: partner.buyerCourierLabel, kind: 'boolean' },
      { name: 'nextAttentionDate', label: 'Next Order', kind: 'datetime', readOnly: true },
    ],
    filters: [
      { name: 'On', label: 'On', conditions: [{ field: 'isOn', op: 'eq', value: true }] },
      { name: 'Off', label: 'Off', conditions: [{ field: 'isOn', op: 'ne', value: true }] },
    ],
    search: ['standingOrderName'],
    sort: { field: 'standingOrderName', direction: 'asc' },
  };
}
