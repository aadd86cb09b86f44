import { journeyPointerSchema } from '../../domain/schemas/journey';
import { defineEntity } from '../entity-definition';

/** Map areas whose movements go onto a journey template on given weekdays. */
export const courierPointers = defineEntity({
  name: 'courier-pointers',
  single: 'courier-pointer',
  label: 'Courier Pointers',
  singleLabel: 'Courier Pointer',
  service: 'Couriering',
  section: 'Courier/Pointers',
  schema: journeyPointerSchema,
  permission: 'journeys',
  subscription: 'COUR',
  menuGroup: 'Dispatch',
  columns: ['pointerName', 'weekdays', 'journeyTemplateID'],
  fields: [
    { name: 'pointerName', label: 'Name', kind: 'text', required: true },
    { name: 'weekdays', label: 'Weekdays', kind: 'text' },
    { name: 'zoneID', label: 'Zone', kind: 'reference', reference: 'zones', referenceLabel: 'zoneName' },
    {
      name: 'journeyTemplateID',
      label: 'Journey Template',
      kind: 'reference',
      required: true,
      reference: 'journey-templates',
      referenceLabel: 'journeyName',
    },
    { name: 'boundary', label: 'Area', kind: 'boundary' },
  ],
  filters: [],
  search: ['pointerName'],
  sort: { field: 'pointerName', direction: 'asc' },
});
