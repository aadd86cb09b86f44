import { describe, expect, it } from 'vitest';
import { SECTION_ENTITIES } from '../src/entities/registry';
import { mirrorEntityOf, syncedEntities } from './synced-entities';

describe('which sections sync', () => {
  it('maps a screen that shares a section to the section owner', () => {
    expect(mirrorEntityOf('new-customers')).toBe('customers');
    expect(mirrorEntityOf('products')).toBe('products');
  });

  it('syncs only what the session may view at its subscription level', () => {
    expect(syncedEntities(null)).toEqual([]);
    const customer = syncedEntities({ permissions: 'stock-batches,customers', subscriptionCode: 'CUST' });
    expect(customer).toContain('customers');
    expect(customer).not.toContain('batches');
    expect(customer).not.toContain('products');
    expect(syncedEntities({ permissions: 'stock-batches', subscriptionCode: 'SUPP' })).toContain('batches');
    expect(syncedEntities({ isGlobalAdmin: true, subscriptionCode: 'SUPP' })).toHaveLength(
      SECTION_ENTITIES.length,
    );
  });
});
