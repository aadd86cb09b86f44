import type { EntityDefinition } from '../entity-definition';

/**
 * The entities the services register, one per section: screens that share a section
 * (new-customers over customers) add their named filters to the owning entity.
 * @example servedEntities(ENTITIES).find((e) => e.section === 'Customers')?.name // 'customers'
 */
export function servedEntities<T extends Pick<EntityDefinition, 'name' | 'sharesSectionWith' | 'filters'>>(
  entities: readonly T[],
): T[] {
  const owners = entities.filter((entity) => entity.sharesSectionWith === undefined);
  return owners.map((owner) => {
    const sharers = entities.filter((entity) => entity.sharesSectionWith === owner.name);
    if (sharers.length === 0) return owner;
    const filters = [...owner.filters];
    for (const filter of sharers.flatMap((sharer) => sharer.filters)) {
      if (!filters.some((known) => known.name.toLowerCase() === filter.name.toLowerCase()))
        filters.push(filter);
    }
    return { ...owner, filters };
  });
}
