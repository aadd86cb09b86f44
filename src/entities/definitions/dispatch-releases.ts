import { courierMovementSchema } from '../../domain/schemas/courier-movement';
import { defineEntity } from '../entity-definition';

/** A release as the dispatcher handles it (dispatch/release/:id), over releases. */
export const dispatchReleases = defineEntity({
  name: 'dispatch-releases',
  single: 'dispatch-release',
  label: 'Dispatch Releases',
  singleLabel: 'Dispatch Release',
  service: 'Couriering',
  section: 'Courier/Releases',
  sharesSectionWith: 'releases',
  schema: courierMovementSchema,
  permission: 'releases',
  subscription: 'COURFREE',
  menuGroup: null,
  columns: ['departureLocationID', 'courierID', 'dueDepartureOn', 'releasedOn'],
  fields: [
    {
      name: 'departureLocationID',
      label: 'Release From',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
      readOnly: true,
    },
    { name: 'dueDepartureOn', label: 'Due', kind: 'datetime' },
    { name: 'isFlagged', label: 'Flagged', kind: 'boolean' },
    { name: 'driverNotes', label: 'Driver Notes', kind: 'multiline' },
    { name: 'releasedOn', label: 'Released On', kind: 'datetime', readOnly: true },
  ],
  filters: [
    { name: 'Unreleased', label: 'Unreleased', conditions: [{ field: 'proofOfRelease', op: 'isEmpty' }] },
  ],
  search: ['bundleName', 'driverNotes'],
  sort: { field: 'dueDepartureOn', direction: 'asc' },
});
