import { describe, expect, it } from 'vitest';
import { schemaFields } from './derive/schema-fields';
import type { EntityDefinition } from './entity-definition';
import {
  ENTITIES,
  SECTION_ENTITIES,
  entityByName,
  entityBySection,
  findEntity,
  sectionOwner,
} from './registry';

// The office-portal list of spec document 1, section 2, as list route names.
const OFFICE_PORTAL_LISTS = [
  // Ordering and order actions
  'automatic-line-items',
  'automatic-line-item-groups',
  'courier-actions',
  'courier-invoicing-actions',
  'ordering-actions',
  'order-invoicing-actions',
  'ordering-user-activities',
  'order-sheets',
  'order-slots',
  'customer-orders-list',
  'customer-orders',
  'customer-orders-import',
  'customer-order-schedules',
  'standing-purchase-orders',
  'standing-customer-orders',
  'purchasing-orders',
  'purchase-orders',
  // Stock
  'batches',
  'batch-archives',
  'stock-adjustments',
  'stock-consignments',
  'stock-imports',
  'stock-import-archives',
  'stock-items',
  'stock-levels',
  'stock-thresholds',
  'stock-tracked-items',
  'stock-tracked-items-correct',
  'supply-lines',
  'supply-pointers',
  'transfer-archives',
  // Dispatch and delivery
  'courier-orders',
  'courier-order-archives',
  'courier-pointers',
  'courier-movements',
  'deliveries',
  'delivery-archives',
  'delivery-fees',
  'journeys',
  'journey-archives',
  'journey-templates',
  'fulfiller-orders',
  'fulfiller-pointers',
  'receivals',
  'receival-archives',
  'releases',
  'release-archives',
  'zones',
  // Invoicing
  'customer-invoices',
  'client-billable-items',
  'client-invoices',
  'client-orders',
  'client-order-archives',
  'courier-billable-items',
  'courier-invoices',
  'supplier-invoices',
  // Business parties
  'clients',
  'new-clients',
  'couriers',
  'new-couriers',
  'customers',
  'new-customers',
  'customer-locations',
  'customer-consignments',
  'customer-groups',
  'customer-templates',
  'suppliers',
  'new-suppliers',
  'supplier-consignments',
  'client-requests',
  'courier-requests',
  'customer-requests',
  'supplier-requests',
  'public-suppliers',
  'browse-couriers',
  // Catalogue and settings
  'products',
  'new-products',
  'product-categories',
  'product-groups',
  'product-tethers',
  'locations',
  'measurements',
  'supplier-payment-terms',
  'supplier-price-tiers',
  'courier-payment-terms',
  'courier-price-tiers',
  'ordering-rules-groups',
  'external-party-options',
  'notification-configurations',
  'roles',
  'users',
];

// Detail routes of the list; batch-tracking/:id, dispatch/journey/:id and the like are named with a dash.
const OFFICE_PORTAL_DETAILS = [
  'automatic-line-item',
  'automatic-line-item-group',
  'courier-action',
  'courier-invoicing-action',
  'ordering-action',
  'order-invoicing-action',
  'order-sheet',
  'order-slot',
  'customer-order',
  'customer-order-schedule',
  'standing-purchase-order',
  'standing-customer-order',
  'purchasing-order',
  'purchase-order',
  'batch',
  'batch-tracking',
  'batch-archive',
  'stock-adjustment',
  'stock-consignment',
  'stock-import',
  'stock-import-archive',
  'stock-threshold',
  'supply-line',
  'transfer-archive',
  'courier-order',
  'courier-order-archive',
  'courier-movement',
  'delivery',
  'delivery-archive',
  'delivery-fee',
  'dispatch-journey',
  'dispatch-pickup',
  'dispatch-release',
  'journey',
  'journey-archive',
  'fulfiller-order',
  'receival',
  'receival-archive',
  'receival-consignment-archive',
  'release',
  'release-archive',
  'zone',
  'customer-invoice',
  'subscription-invoice',
  'client-billable-item',
  'client-invoice',
  'client-order',
  'courier-billable-item',
  'courier-invoice',
  'supplier-invoice',
  'client',
  'courier',
  'customer',
  'customer-consignment',
  'customer-group',
  'customer-template',
  'supplier',
  'supplier-consignment',
  'public-supplier',
  'browse-courier',
  'browse-product',
  'product',
  'product-category',
  'product-group',
  'product-tether',
  'location',
  'measurement',
  'supplier-payment-term',
  'supplier-price-tier',
  'courier-payment-term',
  'courier-price-tier',
  'ordering-rules-group',
  'external-party-integration',
  'notification-configuration',
  'role',
  'user',
];

// Screens without a detail route: the spec's list-only one plus views, imports and pick lists.
const LIST_ONLY = [
  'ordering-user-activities',
  'customer-orders-list',
  'customer-orders-import',
  'stock-items',
  'stock-levels',
  'stock-tracked-items',
  'stock-tracked-items-correct',
  'client-order-archives',
  'new-clients',
  'new-couriers',
  'new-customers',
  'new-suppliers',
  'new-products',
  'customer-locations',
  'external-party-options',
  // Read only, derived by the services: one row per supplier, opened from the purchase order editor.
  'supplier-catalogues',
];

// Named in the spec's roles section; each must guard something.
const SPEC_PERMISSION_AREAS = [
  'customers',
  'suppliers',
  'clients',
  'couriers',
  'products',
  'users',
  'user-roles',
  'locations',
  'order-slots',
  'order-rules',
  'stock-batches',
  'stock-items',
  'stock-adjustments',
  'stock-thresholds',
  'journeys',
  'deliveries',
  'releases',
  'receivals',
  'customer-invoices',
  'supplier-invoices',
  'company-details',
  'company-subscription',
  'external-parties',
  'notification-configurations',
];

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

// Every property an entity names, with where it is named, so a failure says which one is wrong.
function namedProperties(entity: EntityDefinition): string[] {
  return [
    ...entity.columns.map((name) => `column ${name}`),
    ...entity.fields.map((field) => `field ${field.name}`),
    ...entity.search.map((name) => `search ${name}`),
    ...entity.filters.flatMap((filter) => filter.conditions.map((c) => `filter ${filter.name} ${c.field}`)),
    ...(entity.sort ? [`sort ${entity.sort.field}`] : []),
    ...(entity.parties ?? []).map((name) => `party ${name}`),
    ...(entity.adminOnlyFields ?? []).map((name) => `admin-only ${name}`),
  ];
}

describe('entity registry', () => {
  it('declares every name of the office-portal list and its detail routes', () => {
    expect(OFFICE_PORTAL_LISTS.filter((name) => findEntity(name) === undefined)).toEqual([]);
    const singles = new Set(ENTITIES.map((entity) => entity.single));
    expect(OFFICE_PORTAL_DETAILS.filter((single) => !singles.has(single))).toEqual([]);
  });

  it('also declares the names the training data and services need', () => {
    expect(entityByName('stock-increments').section).toBe('Stock/Increments');
    expect(entityByName('companies')).toMatchObject({
      section: 'Account/Companies',
      permission: 'company-details',
    });
    expect(entityByName('links').section).toBe('Account/Links');
    expect(entityByName('users').section).toBe('Account/Users');
  });

  it('keeps names, detail routes and export names unique', () => {
    const names = ENTITIES.map((entity) => entity.name);
    const singles = ENTITIES.flatMap((entity) => (entity.single === null ? [] : [entity.single]));
    expect(duplicates(names)).toEqual([]);
    expect(duplicates(singles)).toEqual([]);
    // List and detail routes share one route namespace.
    expect(duplicates([...names, ...singles])).toEqual([]);
  });

  it('makes exactly the chosen screens list-only', () => {
    const listOnly = ENTITIES.filter((entity) => entity.single === null).map((entity) => entity.name);
    expect([...listOnly].sort()).toEqual([...LIST_ONLY].sort());
  });

  it('gives each section one owner, except deliberate shares', () => {
    // Every data service sits under /api/v1 and the store keys rows by section, so the path alone must be unique.
    expect(duplicates(SECTION_ENTITIES.map((entity) => entity.section))).toEqual([]);
    expect(duplicates(SECTION_ENTITIES.map((entity) => `${entity.service} ${entity.section}`))).toEqual([]);
    const shares = ENTITIES.filter((entity) => entity.sharesSectionWith !== undefined);
    expect(shares.length).toBeGreaterThan(0);
    const wrong = shares.flatMap((entity) => {
      const owner = findEntity(entity.sharesSectionWith ?? '');
      if (owner === undefined || owner.sharesSectionWith !== undefined)
        return [`${entity.name}: no owning entity`];
      const same = (['service', 'section', 'schema', 'permission', 'subscription'] as const).filter(
        (key) => entity[key] !== owner[key],
      );
      // Storage and server behaviour belong to the owner's declaration.
      const ownerOnly = (['parties', 'priced', 'archive', 'numbering'] as const).filter(
        (key) => entity[key] !== undefined,
      );
      return [...same, ...ownerOnly].map((key) => `${entity.name}: ${key}`);
    });
    expect(wrong).toEqual([]);
  });

  it('names only properties of each entity schema', () => {
    const unknown = ENTITIES.flatMap((entity) => {
      const fields = schemaFields(entity);
      return namedProperties(entity)
        .filter((named) => !fields.has(named.split(' ').at(-1) ?? ''))
        .map((named) => `${entity.name}: ${named}`);
    });
    expect(unknown).toEqual([]);
  });

  it('uses object schemas with fields beyond the generic ones', () => {
    expect(ENTITIES.filter((entity) => schemaFields(entity).size <= 4).map((entity) => entity.name)).toEqual(
      [],
    );
  });

  it('points reference fields at registered names and their properties', () => {
    const broken = ENTITIES.flatMap((entity) =>
      entity.fields
        .filter((field) => field.kind === 'reference')
        .filter((field) => {
          const target = findEntity(field.reference ?? '');
          return target === undefined || !schemaFields(target).has(field.referenceLabel ?? '');
        })
        .map((field) => `${entity.name}.${field.name} -> ${field.reference}.${field.referenceLabel}`),
    );
    expect(broken).toEqual([]);
    const stray = ENTITIES.flatMap((e) =>
      e.fields.filter((f) => f.kind !== 'reference' && f.reference !== undefined),
    );
    expect(stray).toEqual([]);
  });

  it('gives select fields their options and keeps field names unique', () => {
    const offenders = ENTITIES.flatMap((entity) => [
      ...entity.fields
        .filter((f) => f.kind === 'select' && (f.options?.length ?? 0) === 0)
        .map((f) => `${entity.name}.${f.name}`),
      ...duplicates(entity.fields.map((field) => field.name)).map((name) => `${entity.name}.${name} twice`),
    ]);
    expect(offenders).toEqual([]);
    expect(entityByName('products').fields.find((f) => f.name === 'taxType')?.options).toEqual(['GST']);
  });

  it('has labels, 2 to 7 columns and filter names fit for filterBy', () => {
    const offenders = ENTITIES.flatMap((entity) => {
      const filterNames = entity.filters.map((filter) => filter.name);
      const problems = [
        entity.label.trim() === '' || entity.singleLabel.trim() === '' ? 'label' : '',
        entity.columns.length < 2 || entity.columns.length > 7 ? `${entity.columns.length} columns` : '',
        ...duplicates(filterNames).map((name) => `filter ${name} twice`),
        // filterBy is a comma-joined list, so a name must not contain a comma or space.
        ...filterNames.filter((name) => !/^[A-Za-z]+$/.test(name)).map((name) => `filter name ${name}`),
        ...entity.filters
          .filter((filter) => filter.conditions.length === 0)
          .map((f) => `filter ${f.name} empty`),
      ];
      return problems.filter((problem) => problem !== '').map((problem) => `${entity.name}: ${problem}`);
    });
    expect(offenders).toEqual([]);
  });

  it('guards everything with a kebab-case permission area, covering the spec areas', () => {
    const malformed = ENTITIES.filter((entity) => !/^[a-z]+(-[a-z]+)*$/.test(entity.permission));
    expect(malformed.map((entity) => entity.name)).toEqual([]);
    const used = new Set(ENTITIES.map((entity) => entity.permission));
    expect(SPEC_PERMISSION_AREAS.filter((area) => !used.has(area))).toEqual([]);
  });
});

describe('entity registry lookups', () => {
  it('finds a declaration by name', () => {
    expect(entityByName('customer-orders')).toMatchObject({
      single: 'customer-order',
      section: 'CustomerOrders',
    });
    expect(findEntity('batches')?.single).toBe('batch');
  });

  it("throws the spec's message for an unknown name", () => {
    expect(() => entityByName('no-such-thing')).toThrow('Path no-such-thing not found in navigation');
    expect(findEntity('no-such-thing')).toBeUndefined();
  });

  it('finds the owner of a section and of a shared view', () => {
    expect(entityBySection('Ordering', 'PurchaseOrders')?.name).toBe('purchase-orders');
    expect(entityBySection('Ordering', 'Customers')?.name).toBe('customers');
    expect(entityBySection('StockManaging', 'PurchaseOrders')).toBeUndefined();
    expect(sectionOwner(entityByName('new-customers')).name).toBe('customers');
    expect(sectionOwner(entityByName('products')).name).toBe('products');
    expect(SECTION_ENTITIES.map((entity) => entity.name)).not.toContain('customer-orders-list');
  });
});
