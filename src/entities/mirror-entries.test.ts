import { describe, expect, it } from 'vitest';
import { entitySchema } from './entity-schemas';
import { mirrorEntry, MIRROR_ENTRIES, mirrorSectionOwner, SECTION_MIRROR_ENTRIES } from './mirror-entries';
import { mirrorEntryOf } from './mirror-entry';
import * as definitions from './definitions';
import { ENTITIES, SECTION_ENTITIES } from './registry';

// The definitions as definitions/index.ts declares them (the registry's order).
const DECLARED = MIRROR_ENTRIES.map((entry) => {
  const declared = Object.values(definitions).find((entity) => entity.name === entry.name);
  if (declared === undefined)
    throw new Error(`${entry.name} is not in definitions/ (run scripts/mirror-entries.ts)`);
  return declared;
});

describe('the registry’s generated parts', () => {
  it('put together are the definitions, each and all (else run `npx tsx scripts/mirror-entries.ts`)', () => {
    expect(ENTITIES).toHaveLength(Object.keys(definitions).length);
    expect(ENTITIES).toEqual(DECLARED);
  });
});

describe('mirror entries', () => {
  it('are the definitions’, entity for entity (else run `npx tsx scripts/mirror-entries.ts`)', () => {
    expect(MIRROR_ENTRIES).toEqual(DECLARED.map(mirrorEntryOf));
    expect(SECTION_MIRROR_ENTRIES.map((entry) => entry.name)).toEqual(
      SECTION_ENTITIES.map((entity) => entity.name),
    );
  });

  it('come with each entity’s own record schema, the very object its definition holds', () => {
    for (const entity of DECLARED) expect(entitySchema(entity.name)).toBe(entity.schema);
    expect(() => entitySchema('nothing-here')).toThrow('Path nothing-here not found in navigation');
  });

  it('leave out the form fields and the record schema', () => {
    expect(mirrorEntry('products')).not.toHaveProperty('fields');
    expect(mirrorEntry('products')).not.toHaveProperty('schema');
  });

  it('find an entry and its section owner, and refuse an unknown name as the registry does', () => {
    expect(mirrorSectionOwner(mirrorEntry('new-customers')).name).toBe('customers');
    expect(() => mirrorEntry('nothing-here')).toThrow('Path nothing-here not found in navigation');
  });
});
