import { courierMovementSchema } from '../../domain/schemas/courier-movement';
import { defineEntity } from '../entity-definition';

/** A pickup as the dispatcher handles it (dispatch/pickup/:id), over courier movements. */
export const dispatchPickups = defineEntity({
  name: 'dispatch-pickups',
  single: 'dispatch-pickup',
  label: 'Dispatch Pickups',
  singleLabel: 'Dispatch Pickup',
  service: 'Couriering',
  section: 'Courier/Movements',
  sharesSectionWith: 'courier-movements',
  schema: courierMovementSchema,
  permission: 'courier-movements',
  subscription: 'COURFREE',
  menuGroup: null,
  columns: ['departureLocationID', 'dueDepartureOn', 'releasedOn', 'isFulfilled'],
  fields: [
    {
      name: 'departureLocationID',
      label: 'Pick Up From',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
      readOnly: true,
    },
    { name: 'dueDepartureOn', label: 'Pick Up By', kind: 'datetime' },
    {
      name: 'journeyID',
      label: 'Journey',
      kind: 'reference',
      reference: 'journeys',
      referenceLabel: 'journeyName',
    },
    { name: 'isFlagged', label: 'Flagged', kind: 'boolean' },
    { name: 'driverNotes', label: 'Driver Notes', kind: 'multiline' },
    { name: 'releasedOn', label: 'Picked Up On', kind: 'datetime', readOnly: true },
  ],
  filters: [
    { name: 'Pickups', label: 'Pickups', conditions: [{ field: 'isPickup', op: 'eq', value: true }] },
  ],
  search: ['bundleName', 'driverNotes'],
  sort: { field: 'dueDepartureOn', direction: 'asc' },
});
