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

  it("pulls the open screen's sections first on a scoped device: a driver's journeys, then their stops", () => {
    const driver = syncedEntities({
      permissions: 'driver,journeys.edit,deliveries.edit,releases.edit',
      subscriptionCode: 'SUPP',
    });
    expect(driver.slice(0, 3)).toEqual(['journeys', 'deliveries', 'releases']);
    const archives = driver.filter((name) => name.endsWith('-archives'));
    expect(archives).toContain('delivery-archives');
    expect(driver.slice(-archives.length)).toEqual(archives);
  });
});
