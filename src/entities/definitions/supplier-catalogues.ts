import { defineEntity } from '../entity-definition';
import { supplierCatalogueSchema } from '../schemas/supplier-catalogue';

/**
 * What the company may order from each supplier on Bulktrade, by its supply agreement: the
 * supplier's products of its own price tier with their prices, tethers, automatic lines, order
 * slots and ordering terms. The services derive it from the supplier's records; the purchase
 * order editor prices from it live.
 */
export const supplierCatalogues = defineEntity({
  name: 'supplier-catalogues',
  single: null,
  label: 'Supplier Catalogues',
  singleLabel: 'Supplier Catalogue',
  service: 'Ordering',
  section: 'Supplier/Catalogues',
  schema: supplierCatalogueSchema,
  permission: 'purchase-orders',
  subscription: 'CUSTFREE',
  menuGroup: null,
  columns: ['sellerID', 'priceTierName', 'orderLeadHours', 'orderingArrangement'],
  fields: [
    {
      name: 'sellerID',
      label: 'Supplier',
      kind: 'reference',
      reference: 'public-suppliers',
      referenceLabel: 'companyName',
      readOnly: true,
    },
    { name: 'priceTierName', label: 'Price Tier', kind: 'text', readOnly: true },
    { name: 'orderLeadHours', label: 'Order Lead Hours', kind: 'number', readOnly: true },
    { name: 'orderingArrangement', label: 'Ordering Arrangement', kind: 'text', readOnly: true },
  ],
  filters: [],
  search: ['priceTierName'],
  sellerCatalogue: true,
});
