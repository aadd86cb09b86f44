import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { schemaFields } from '../../src/entities/derive/schema-fields';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { ENTITIES, findEntity } from '../../src/entities/registry';
import type { AnyRecord } from '../../src/domain/unknown-values';
import {
  TRAINING_COMPANY_ID,
  TRAINING_NAVIGATION_NAMES,
  trainingData,
  type AnySeedRecord,
  type TrainingNavigationName,
} from './training-data';
import { CIDER_PRODUCT } from './training-third-party';

// The loader seeds each navigation name into its registry section, so the registry must agree.
const data = trainingData(new Date('2026-03-02T23:00:00Z'));

/** Names whose records belong to each company itself, not to comp1's trade. */
// Records a company keeps for itself: its own account and users, and the courier's own price lists and terms.
const OWN_RECORDS = new Set(['companies', 'users', 'courier-price-tiers', 'courier-payment-terms']);
// The cidery's own products: comp1, its 3PL, reads their names from its consignments, never the products.
const CLIENT_CATALOGUE = new Set(Object.values(CIDER_PRODUCT).map((product) => `products/${product.id}`));

/** Every field the registry names for an entity: form, list, search, sort, filters, parties and their rules, numbering. */
function namedFields(entity: EntityDefinition): string[] {
  const access = entity.partyAccess;
  return [
    ...entity.fields.map((field) => field.name),
    ...entity.columns,
    ...entity.search,
    ...(entity.sort === undefined ? [] : [entity.sort.field]),
    ...entity.filters.flatMap((filter) => filter.conditions.map((condition) => condition.field)),
    ...(entity.parties ?? []),
    ...Object.values(access?.edits ?? {}).flatMap((edit) => [
      ...(edit?.fields ?? []),
      ...(edit?.closedBy ?? []),
    ]),
    ...(access?.answeredByParty ?? []),
    ...Object.values(access?.answeredBy ?? {}).flatMap((fields) => fields ?? []),
    ...(entity.numbering === undefined ? [] : [entity.numbering.field]),
  ].filter((field) => !field.includes('.'));
}

const NAMES: readonly string[] = TRAINING_NAVIGATION_NAMES;

/** The seeded records of a navigation name, or none when the dataset does not fill it. */
function seededOf(name: string): readonly AnySeedRecord[] {
  return NAMES.includes(name) ? data.records[name as TrainingNavigationName] : [];
}

describe('training data against the entity registry', () => {
  // Every section keeps only declared fields from a client: whatever the registry names, and every
  // field the demo data writes, must be declared, or a client's write would lose it.
  it('declares in the schema of every entity each field its registry entry names and its demo records hold', () => {
    const undeclared = ENTITIES.flatMap((entity) => {
      const known = schemaFields(entity);
      const seeded = seededOf(entity.name).flatMap((record) => Object.keys(record.data));
      // companyAccountID is the owner, which the services keep where the schema leaves it out.
      return [...new Set([...namedFields(entity), ...seeded])]
        .filter((field) => !known.has(field) && field !== 'companyAccountID')
        .map((field) => `${entity.name}.${field}`);
    });
    expect(undeclared).toEqual([]);
  });

  it('uses only navigation names the registry declares, each with its own section', () => {
    const missing = TRAINING_NAVIGATION_NAMES.filter((name) => findEntity(name) === undefined);
    expect(missing).toEqual([]);
    const shared = TRAINING_NAVIGATION_NAMES.filter(
      (name) => findEntity(name)?.sharesSectionWith !== undefined,
    );
    expect(shared).toEqual([]);
  });

  it("parses every record with its entity's schema", () => {
    const problems = TRAINING_NAVIGATION_NAMES.flatMap((name) => {
      const entity = findEntity(name);
      if (entity === undefined) return [`${name}: no entity`];
      return (data.records[name] ?? []).flatMap((record) => {
        const result = v.safeParse(entity.schema, record.data);
        return result.issues?.map((issue) => `${name}/${record.data.id}: ${issue.message}`) ?? [];
      });
    });
    expect(problems).toEqual([]);
  });

  it('lets comp1 see every trade record, as owner or as a named party', () => {
    const hidden = TRAINING_NAVIGATION_NAMES.filter((name) => !OWN_RECORDS.has(name)).flatMap((name) => {
      const parties = findEntity(name)?.parties ?? [];
      return (data.records[name] ?? [])
        .filter(
          (record) =>
            record.owner !== TRAINING_COMPANY_ID &&
            !parties.some((field) => (record.data as AnyRecord)[field] === TRAINING_COMPANY_ID) &&
            !(record.parties ?? []).includes(TRAINING_COMPANY_ID),
        )
        .map((record) => `${name}/${record.data.id}`);
    });
    expect(hidden.filter((id) => !CLIENT_CATALOGUE.has(id))).toEqual([]);
  });

  it('fills the archive list of every working list with finished work from before today', () => {
    const archives = ENTITIES.flatMap((entity) => (entity.archive === undefined ? [] : [entity.archive]));
    expect(archives).toHaveLength(10);
    const names: readonly string[] = TRAINING_NAVIGATION_NAMES;
    expect(archives.filter((name) => !names.includes(name) || seededOf(name).length === 0)).toEqual([]);
    const today = new Date('2026-03-02T13:00:00Z'); // midnight starting 3 March in Melbourne
    const future = archives.flatMap((name) =>
      seededOf(name).flatMap((record) =>
        Object.entries(record.data)
          // A batch's expiry date may still be ahead; everything else has happened.
          .filter(
            ([key, value]) =>
              key !== 'exp' &&
              typeof value === 'string' &&
              /^\d{4}-\d\d-\d\dT/.test(value) &&
              new Date(value) >= today,
          )
          .map(([key]) => `${name}/${record.data.id}.${key}`),
      ),
    );
    expect(future).toEqual([]);
  });

  it('names the customer as a party of its orders, consignments, deliveries and invoices', () => {
    for (const name of [
      'customer-orders',
      'customer-consignments',
      'deliveries',
      'customer-invoices',
    ] as const) {
      expect({ name, parties: findEntity(name)?.parties ?? [] }).toEqual({
        name,
        parties: expect.arrayContaining(['buyerID']),
      });
      const unnamed = (data.records[name] ?? []).filter(
        (record) => typeof record.data['buyerID'] !== 'string',
      );
      expect(unnamed.map((record) => record.data.id)).toEqual([]);
    }
  });
});
