import { describe, expect, it } from 'vitest';
import { navigationEntry, NAVIGATION_ENTRIES } from './navigation-entries';
import { navigationEntryOf } from './navigation-entry';
import { ENTITIES } from './registry';

describe('navigation entries', () => {
  it('are the registry’s, entity for entity (else run `npx tsx scripts/navigation-entries.ts`)', () => {
    expect(NAVIGATION_ENTRIES).toEqual(ENTITIES.map(navigationEntryOf));
  });

  it('find an entry by its navigation name, and refuse an unknown one as the registry does', () => {
    expect(navigationEntry('products')).toMatchObject({ label: 'Products', single: 'product' });
    expect(() => navigationEntry('nothing-here')).toThrow('Path nothing-here not found in navigation');
  });
});
