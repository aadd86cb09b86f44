import { defineEntity } from '../entity-definition';
import { stockImportSchema } from '../schemas/stock-import';
import { archiveWindow } from '../families/sync-scopes';

/** Finished stock imports moved out of the working list; read only. */
export const stockImportArchives = defineEntity({
  name: 'stock-import-archives',
  single: 'stock-import-archive',
  label: 'Stock Import Archives',
  singleLabel: 'Archived Stock Import',
  service: 'StockArchiving',
  section: 'Stock/ImportArchives',
  schema: stockImportSchema,
  permission: 'stock-imports',
  subscription: 'SUPP',
  menuGroup: 'Stock',
  columns: ['importNumber', 'locationID', 'sellerID', 'performedOn'],
  fields: [
    { name: 'importNumber', label: 'Import Number', kind: 'text', readOnly: true },
    {
      name: 'locationID',
      label: 'Into Location',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
      readOnly: true,
    },
    {
      name: 'sellerID',
      label: 'Supplier',
      kind: 'reference',
      reference: 'public-suppliers',
      referenceLabel: 'companyName',
      readOnly: true,
    },
    { name: 'performedOn', label: 'Imported On', kind: 'datetime', readOnly: true },
    { name: 'notes', label: 'Notes', kind: 'multiline', readOnly: true },
  ],
  filters: [],
  search: ['importNumber', 'notes'],
  sort: { field: 'performedOn', direction: 'desc' },
  syncScope: archiveWindow('performedOn'),
});
