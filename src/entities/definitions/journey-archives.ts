import { journeySchema } from '../../domain/schemas/journey';
import { defineEntity } from '../entity-definition';
import { archiveWindow } from '../families/sync-scopes';

/** Ended journeys moved out of the working list; read only. */
export const journeyArchives = defineEntity({
  name: 'journey-archives',
  single: 'journey-archive',
  label: 'Journey Archives',
  singleLabel: 'Archived Journey',
  service: 'CourierArchiving',
  section: 'Courier/JourneyArchives',
  schema: journeySchema,
  permission: 'journeys',
  subscription: 'COUR',
  menuGroup: null,
  columns: ['journeyName', 'driverUserID', 'startedOn', 'endedOn', 'destinationCount'],
  fields: [
    { name: 'journeyName', label: 'Journey Name', kind: 'text', readOnly: true },
    {
      name: 'driverUserID',
      label: 'Driver',
      kind: 'reference',
      reference: 'users',
      referenceLabel: 'userName',
      readOnly: true,
    },
    { name: 'startedOn', label: 'Started On', kind: 'datetime', readOnly: true },
    { name: 'endedOn', label: 'Ended On', kind: 'datetime', readOnly: true },
    { name: 'destinationCount', label: 'Destinations', kind: 'number', readOnly: true },
  ],
  filters: [],
  search: ['journeyName'],
  sort: { field: 'startedOn', direction: 'desc' },
  syncScope: archiveWindow('startedOn'),
});
