import type { EntityField, NamedFilter } from '../entity-definition';

/**
 * When a consignment is due and due ready, as customer and stock consignments ask for them.
 * @example CONSIGNMENT_DUE_FIELDS.map((field) => field.name) // ['dueDate', 'dueReadyOn']
 */
export const CONSIGNMENT_DUE_FIELDS: readonly EntityField[] = [
  { name: 'dueDate', label: 'Due', kind: 'date' },
  { name: 'dueReadyOn', label: 'Ready By', kind: 'datetime' },
];

/**
 * How far a consignment has got (picked, packed, ready, dispatched); the server records it.
 * @example CONSIGNMENT_PROGRESS_FIELDS.every((field) => field.readOnly === true) // true
 */
export const CONSIGNMENT_PROGRESS_FIELDS: readonly EntityField[] = [
  { name: 'pickedOn', label: 'Picked On', kind: 'datetime', readOnly: true },
  { name: 'packedOn', label: 'Packed On', kind: 'datetime', readOnly: true },
  { name: 'readyOn', label: 'Ready On', kind: 'datetime', readOnly: true },
  { name: 'isDispatched', label: 'Dispatched', kind: 'boolean', readOnly: true },
];

/**
 * The consignments still to pack: they need packing and are not dispatched yet.
 * @example NEEDS_PACKING_FILTER.name // 'NeedsPacking'
 */
export const NEEDS_PACKING_FILTER: NamedFilter = {
  name: 'NeedsPacking',
  label: 'Needs Packing',
  conditions: [
    { field: 'needsPacking', op: 'eq', value: true },
    { field: 'isDispatched', op: 'ne', value: true },
  ],
};
