import { courierMovementSchema } from '../../domain/schemas/courier-movement';
import { MOVEMENT_PARTY_ACCESS } from '../families/party-access';
import { defineEntity } from '../entity-definition';
import { DRIVER_PICKUP_MERGE } from '../families/merge-rules';
import { DRIVER_RELEASES } from '../families/sync-scopes';

/** Hand-overs of goods to a courier; released once proof of release is signed. */
export const releases = defineEntity({
  name: 'releases',
  single: 'release',
  label: 'Releases',
  singleLabel: 'Release',
  service: 'Couriering',
  section: 'Courier/Releases',
  schema: courierMovementSchema,
  permission: 'releases',
  subscription: 'COURFREE',
  menuGroup: 'Dispatch',
  columns: ['departureLocationID', 'courierID', 'dueDepartureOn', 'releasedOn', 'isFulfilled'],
  fields: [
    {
      name: 'departureLocationID',
      label: 'Release From',
      kind: 'reference',
      required: true,
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    {
      name: 'courierID',
      label: 'Courier',
      kind: 'reference',
      reference: 'browse-couriers',
      referenceLabel: 'companyName',
      readOnly: true,
    },
    { name: 'dueDepartureOn', label: 'Due', kind: 'datetime' },
    { name: 'isFlagged', label: 'Flagged', kind: 'boolean' },
    { name: 'driverNotes', label: 'Driver Notes', kind: 'multiline' },
    { name: 'releasedOn', label: 'Released On', kind: 'datetime', readOnly: true },
    {
      name: 'releasedByUserID',
      label: 'Released By',
      kind: 'reference',
      reference: 'users',
      referenceLabel: 'userName',
      readOnly: true,
    },
    { name: 'isFulfilled', label: 'Fulfilled', kind: 'boolean', readOnly: true },
  ],
  filters: [
    { name: 'Unreleased', label: 'Unreleased', conditions: [{ field: 'proofOfRelease', op: 'isEmpty' }] },
    { name: 'Released', label: 'Released', conditions: [{ field: 'proofOfRelease', op: 'isNotEmpty' }] },
  ],
  search: ['bundleName', 'driverNotes'],
  sort: { field: 'dueDepartureOn', direction: 'desc' },
  archive: 'release-archives',
  parties: ['buyerID', 'sellerID', 'courierID'],
  partyAccess: MOVEMENT_PARTY_ACCESS,
  mergeRule: DRIVER_PICKUP_MERGE,
  syncScope: DRIVER_RELEASES,
});
