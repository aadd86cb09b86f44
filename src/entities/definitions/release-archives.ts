import { courierMovementSchema } from '../../domain/schemas/courier-movement';
import { defineEntity } from '../entity-definition';
import { archiveWindow } from '../families/sync-scopes';

/** Completed releases moved out of the working list; read only. */
export const releaseArchives = defineEntity({
  name: 'release-archives',
  single: 'release-archive',
  label: 'Release Archives',
  singleLabel: 'Archived Release',
  service: 'CourierArchiving',
  section: 'Courier/ReleaseArchives',
  schema: courierMovementSchema,
  permission: 'releases',
  subscription: 'COURFREE',
  menuGroup: null,
  columns: ['departureLocationID', 'courierID', 'releasedOn'],
  fields: [
    {
      name: 'departureLocationID',
      label: 'Released From',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
      readOnly: true,
    },
    {
      name: 'courierID',
      label: 'Courier',
      kind: 'reference',
      reference: 'browse-couriers',
      referenceLabel: 'companyName',
      readOnly: true,
    },
    { name: 'releasedOn', label: 'Released On', kind: 'datetime', readOnly: true },
    { name: 'driverNotes', label: 'Driver Notes', kind: 'multiline', readOnly: true },
  ],
  filters: [],
  search: ['bundleName', 'driverNotes'],
  sort: { field: 'releasedOn', direction: 'desc' },
  parties: ['buyerID', 'sellerID', 'courierID'],
  syncScope: archiveWindow('releasedOn'),
});
