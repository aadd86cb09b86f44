import { describe, expect, it } from 'vitest';
import { coversLevel } from '../domain/subscriptions';
import { schemaFields } from './derive/schema-fields';
import type { EntityDefinition, PartyField } from './entity-definition';
import { ENTITIES, SECTION_ENTITIES, entityByName } from './registry';

const PARTY_FIELDS: readonly PartyField[] = [
  'buyerID',
  'sellerID',
  'courierID',
  'fulfillerID',
  'fulfillmentBuyerID',
];

// Records between two companies; both sides must see them.
const TRADED = [
  'customer-orders',
  'purchase-orders',
  'fulfiller-orders',
  'client-orders',
  'client-order-archives',
  'standing-purchase-orders',
  'standing-customer-orders',
  'customer-invoices',
  'supplier-invoices',
  'client-invoices',
  'courier-invoices',
  'client-billable-items',
  'courier-billable-items',
  'stock-consignments',
  'customer-consignments',
  'supplier-consignments',
  'transfer-archives',
  'receival-consignment-archives',
  'courier-orders',
  'courier-order-archives',
  'courier-movements',
  'deliveries',
  'delivery-archives',
  'releases',
  'release-archives',
  'receivals',
  'receival-archives',
  'customers',
  'suppliers',
  'couriers',
  'clients',
];

function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

describe('entity declarations follow the spec', () => {
  it('use the section paths the spec gives as examples', () => {
    const sections = Object.fromEntries(
      [
        'purchase-orders',
        'customer-orders',
        'standing-purchase-orders',
        'stock-consignments',
        'journeys',
        'supplier-invoices',
        'users',
        'products',
      ].map((name) => [name, `${entityByName(name).service} ${entityByName(name).section}`]),
    );
    expect(sections).toEqual({
      'purchase-orders': 'Ordering PurchaseOrders',
      'customer-orders': 'Ordering CustomerOrders',
      'standing-purchase-orders': 'Ordering Supplier/StandingOrders',
      'stock-consignments': 'StockManaging Stock/Consignments',
      journeys: 'Couriering Courier/Journeys',
      'supplier-invoices': 'OrderInvoicing Supplier/Invoices',
      users: 'Billing Account/Users',
      products: 'StockManaging Products',
    });
  });

  it('name every party field a traded record has, so both sides see it', () => {
    const missing = TRADED.flatMap((name) => {
      const entity = entityByName(name);
      const fields = schemaFields(entity);
      return PARTY_FIELDS.filter((party) => fields.has(party) && !(entity.parties ?? []).includes(party)).map(
        (party) => `${name}.${party}`,
      );
    });
    expect(missing).toEqual([]);
    expect(TRADED.filter((name) => (entityByName(name).parties ?? []).length === 0)).toEqual([]);
  });

  it('price customer orders, purchase orders and standing orders on the server, and only those', () => {
    const priced = ENTITIES.filter((entity) => entity.priced === true).map((entity) => entity.name);
    expect(priced.sort()).toEqual([
      'customer-orders',
      'purchase-orders',
      'standing-customer-orders',
      'standing-purchase-orders',
    ]);
    expect(priced.filter((name) => !schemaFields(entityByName(name)).has('orderItems'))).toEqual([]);
  });

  it('number the documents a company issues (orders, invoices, consignments, imports) in a read-only field of their schema', () => {
    const numbered = ENTITIES.filter((entity) => entity.numbering !== undefined);
    expect(numbered.map((entity) => `${entity.name}.${entity.numbering?.field}`).sort()).toEqual([
      'client-invoices.invoiceNumber',
      'courier-invoices.invoiceNumber',
      'customer-consignments.consignmentNumber',
      'customer-invoices.invoiceNumber',
      'customer-orders.customerOrderNumber',
      // A buyer's purchase order is its seller's customer order, numbered in the seller's series.
      'purchase-orders.customerOrderNumber',
      'stock-consignments.consignmentNumber',
      'stock-imports.importNumber',
    ]);
    const wrong = numbered.flatMap((entity) => {
      const field = entity.fields.find((candidate) => candidate.name === entity.numbering?.field);
      return field?.readOnly === true && schemaFields(entity).has(field.name) ? [] : [entity.name];
    });
    expect(wrong).toEqual([]);
  });

  it('make supplier, courier and product views public and cache them, with companies and locations, for 30 days', () => {
    const publicNames = ENTITIES.filter((entity) => entity.isPublic === true).map((entity) => entity.name);
    expect(publicNames.sort()).toEqual(['browse-couriers', 'browse-products', 'public-suppliers']);
    const cached = ENTITIES.filter((entity) => entity.cacheDays !== undefined).map(
      (entity) => `${entity.name} ${entity.cacheDays}`,
    );
    const expected = [...publicNames, 'locations', 'customer-locations', 'companies', 'public-companies'].map(
      (name) => `${name} 30`,
    );
    expect(cached.sort()).toEqual(expected.sort());
  });

  it('archive to an archiving service, read only, under the same permission and parties', () => {
    const archived = ENTITIES.filter((entity) => entity.archive !== undefined);
    expect(archived.length).toBeGreaterThanOrEqual(9);
    const wrong = archived.flatMap((live) => {
      const archive = entityByName(live.archive ?? '');
      const problems = [
        ['StockArchiving', 'CourierArchiving'].includes(archive.service) ? '' : archive.service,
        archive.permission === live.permission ? '' : 'permission',
        JSON.stringify(archive.parties) === JSON.stringify(live.parties) ? '' : 'parties',
        ...archive.fields.filter((field) => field.readOnly !== true).map((field) => `editable ${field.name}`),
      ];
      return problems.filter((problem) => problem !== '').map((problem) => `${archive.name}: ${problem}`);
    });
    expect(wrong).toEqual([]);
  });

  it('let customer accounts reach their mobile Deliveries and Invoices', () => {
    const unreachable = ['deliveries', 'supplier-invoices', 'purchase-orders', 'suppliers'].filter(
      (name) => !coversLevel('CUSTFREE', entityByName(name).subscription),
    );
    expect(unreachable).toEqual([]);
  });

  it('keep stock and automation for paid suppliers and journeys for paid couriers', () => {
    const levels = (names: readonly string[], code: 'CUST' | 'SUPP' | 'COURFREE' | 'COUR') =>
      names.filter((name) => coversLevel(code, entityByName(name).subscription));
    const stock = ['batches', 'stock-items', 'stock-thresholds', 'supply-lines', 'ordering-actions'];
    const driving = ['journeys', 'journey-templates', 'courier-pointers'];
    expect(levels(stock, 'CUST')).toEqual([]);
    expect(levels(stock, 'SUPP')).toEqual(stock);
    expect(levels(driving, 'COURFREE')).toEqual([]);
    expect(levels(driving, 'COUR')).toEqual(driving);
  });

  it('sync products, trading partners, orders and invoices with external parties, and only those', () => {
    const syncing = ENTITIES.filter((entity) => entity.externalSync === true).map((entity) => entity.name);
    expect(syncing.sort()).toEqual([
      'customer-invoices',
      'customer-orders',
      'customers',
      'products',
      'purchase-orders',
      'supplier-invoices',
      'suppliers',
    ]);
    // The flag belongs to the records' own section, not to a second screen over them.
    expect(
      ENTITIES.filter((entity) => entity.externalSync === true && entity.sharesSectionWith !== undefined),
    ).toEqual([]);
  });

  it('give users a Role that, like their permissions, only a global admin changes', () => {
    const users = entityByName('users');
    expect(users.fields.find((field) => field.name === 'roleID')).toMatchObject({
      label: 'Role',
      kind: 'reference',
      reference: 'roles',
      referenceLabel: 'roleName',
    });
    expect(users.adminOnlyFields).toEqual(expect.arrayContaining(['roleID', 'permissions', 'isGlobalAdmin']));
    expect(schemaFields(users).has('roleID')).toBe(true);
  });

  it('keep server-computed totals read only', () => {
    const editable = SECTION_ENTITIES.flatMap((entity) =>
      entity.fields
        .filter((field) => ['subTotal', 'taxTotal', 'amountTotal'].includes(field.name))
        .filter((field) => field.kind !== 'money' || field.readOnly !== true)
        .map((field) => `${entity.name}.${field.name}`),
    );
    expect(editable).toEqual([]);
  });
});

describe('entity files', () => {
  const modules = import.meta.glob<Record<string, EntityDefinition>>(
    ['./definitions/*.ts', '!./definitions/index.ts'],
    {
      eager: true,
    },
  );

  it('hold one declaration each, named after the navigation name', () => {
    const mismatched = Object.entries(modules).flatMap(([path, exports]) => {
      const fileName = path.replace('./definitions/', '').replace('.ts', '');
      const entries = Object.entries(exports);
      const [exportName, entity] = entries[0] ?? [];
      return entries.length === 1 && entity?.name === fileName && exportName === camelCase(fileName)
        ? []
        : [path];
    });
    expect(mismatched).toEqual([]);
    expect(Object.keys(modules).length).toBe(ENTITIES.length);
  });
});
