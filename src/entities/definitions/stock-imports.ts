import { defineEntity } from '../entity-definition';
import { IMPORT_NUMBERING } from '../families/document-numbering';
import { stockImportSchema } from '../schemas/stock-import';

/** Goods brought into stock at a location; finishing one adds its stock items. */
export const stockImports = defineEntity({
  name: 'stock-imports',
  single: 'stock-import',
  label: 'Stock Imports',
  singleLabel: 'Stock Import',
  service: 'StockManaging',
  section: 'Stock/Imports',
  schema: stockImportSchema,
  permission: 'stock-imports',
  subscription: 'SUPP',
  menuGroup: 'Stock',
  columns: ['importNumber', 'locationID', 'sellerID', 'performedOn', 'isFinished'],
  fields: [
    { name: 'importNumber', label: 'Import Number', kind: 'text', readOnly: true },
    {
      name: 'locationID',
      label: 'Into Location',
      kind: 'reference',
      required: true,
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    {
      name: 'sellerID',
      label: 'Supplier',
      kind: 'reference',
      reference: 'public-suppliers',
      referenceLabel: 'companyName',
    },
    { name: 'performedOn', label: 'Imported On', kind: 'datetime' },
    { name: 'isFinished', label: 'Finished', kind: 'boolean' },
    { name: 'notes', label: 'Notes', kind: 'multiline' },
  ],
  filters: [
    { name: 'Unfinished', label: 'Unfinished', conditions: [{ field: 'isFinished', op: 'ne', value: true }] },
  ],
  search: ['importNumber', 'notes'],
  sort: { field: 'performedOn', direction: 'desc' },
  archive: 'stock-import-archives',
  numbering: IMPORT_NUMBERING,
});
