import type { EntityDefinition } from '../entity-definition';

/**
 * The lists, form, search and order that courier and supplier price tiers share: a named
 * price list, one of which may be the default.
 * @example PRICE_TIER_PARTS.columns // ['priceTierName', 'priceTierDescription', 'isDefault']
 */
export const PRICE_TIER_PARTS: Pick<EntityDefinition, 'columns' | 'fields' | 'filters' | 'search' | 'sort'> =
  {
    columns: ['priceTierName', 'priceTierDescription', 'isDefault'],
    fields: [
      { name: 'priceTierName', label: 'Price Tier Name', kind: 'text', required: true },
      { name: 'priceTierDescription', label: 'Description', kind: 'multiline' },
      { name: 'isDefault', label: 'Default', kind: 'boolean' },
    ],
    filters: [],
    search: ['priceTierName', 'priceTierDescription'],
    sort: { field: 'priceTierName', direction: 'asc' },
  };
