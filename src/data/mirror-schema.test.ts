import { describe, expect, it } from 'vitest';
import { schemaFields } from '../entities/derive/schema-fields';
import { ENTITIES, entityByName, SECTION_ENTITIES } from '../entities/registry';
import { mirrorIndexes, mirrorStores, mirrorTableSchema, outboxSchema } from './mirror-schema';

describe('mirror tables derived from the registry', () => {
  it('has one table per section owner, named after its navigation name, plus outbox and sync state', () => {
    const stores = mirrorStores(2);
    expect(Object.keys(stores).sort()).toEqual(
      [...SECTION_ENTITIES.map((entity) => entity.name), 'outbox', 'syncState'].sort(),
    );
    const sharers = ENTITIES.filter((entity) => entity.sharesSectionWith !== undefined);
    expect(sharers.length).toBeGreaterThan(0);
    expect(
      sharers.filter((sharer) => stores[sharer.name] !== undefined).map((sharer) => sharer.name),
    ).toEqual([]);
  });

  for (const entity of SECTION_ENTITIES) {
    it(`${entity.name}: id key, its columns, filter fields and sort field indexed, sync state and cache time`, () => {
      const indexes = mirrorIndexes(entity);
      const fields = schemaFields(entity);
      const wanted = new Set([
        ...entity.columns,
        ...entity.filters.flatMap((filter) => filter.conditions.map((condition) => condition.field)),
        ...(entity.sort ? [entity.sort.field] : []),
      ]);
      wanted.delete('id');
      expect(new Set(indexes)).toEqual(wanted);
      expect(new Set(indexes).size).toBe(indexes.length);
      for (const index of indexes)
        expect(fields.has(index.split('.')[0] ?? ''), `${index} is a field of ${entity.name}`).toBe(true);
      const v1 = mirrorTableSchema(entity, 1).split(', ');
      const v2 = mirrorTableSchema(entity, 2).split(', ');
      expect(v1[0]).toBe('id');
      expect(v1.at(-1)).toBe('_syncState');
      expect(v2).toEqual([...v1, '_cachedAt']);
    });
  }

  it('reads as expected for one entity', () => {
    expect(mirrorTableSchema(entityByName('locations'), 2)).toBe(
      'id, locationName, addressLineOne, suburb, state, postcode, _syncState, _cachedAt',
    );
    expect(mirrorIndexes(entityByName('products'))).toEqual([
      'productName',
      'abbreviation',
      'categoryID',
      'isSold',
      'isAcquired',
      'isManufactured',
      'isPerishable',
      'sortNumber',
    ]);
  });

  it('from version 3 indexes a mirror table by id and cache time alone (lists filter and sort in memory)', () => {
    const { outbox, syncState, ...mirrors } = mirrorStores(3);
    expect(Object.keys(mirrors).length).toBe(SECTION_ENTITIES.length);
    expect(new Set(Object.values(mirrors))).toEqual(new Set(['id, _cachedAt']));
    expect(outbox).toBe(outboxSchema(2));
    expect(syncState).toBe(mirrorStores(2).syncState);
  });

  it('keys the outbox by an auto-incremented seq, indexed by entity and record', () => {
    expect(outboxSchema(1)).toBe('++seq, entity, recordID');
    expect(outboxSchema(2)).toBe('++seq, entity, recordID, [entity+recordID]');
  });

  it('from version 4 indexes the outbox by who made each write, and the mirror tables stay as in version 3', () => {
    expect(outboxSchema(4)).toBe(
      '++seq, entity, recordID, [entity+recordID], userID, [userID+companyAccountID]',
    );
    const { outbox: _outbox, ...rest } = mirrorStores(4);
    const { outbox: _before, ...three } = mirrorStores(3);
    expect(rest).toEqual(three);
  });
});
