import { canViewArea, type AccessSubject } from '../src/domain/permissions';
import { coversLevel } from '../src/domain/subscriptions';
import { entityByName, SECTION_ENTITIES, sectionOwner } from '../src/entities/registry';

/**
 * The mirror table (section owner) of a navigation name: screens that share a section
 * share its records.
 * @example mirrorEntityOf('new-customers') // 'customers'
 */
export function mirrorEntityOf(name: string): string {
  return sectionOwner(entityByName(name)).name;
}

/**
 * The sections a session may see, so the engine pulls only those (the others would
 * answer 403 on every cycle).
 * @example syncedEntities({ permissions: 'products', subscriptionCode: 'SUPP' }) // ['browse-products', 'product-categories', ...]
 */
export function syncedEntities(session: AccessSubject | null): string[] {
  if (session === null) return [];
  return SECTION_ENTITIES.filter(
    // Directories of public company profiles are for everyone: they name trading partners.
    (entity) =>
      entity.profilesOf !== undefined ||
      (canViewArea(session, entity.permission) && coversLevel(session.subscriptionCode, entity.subscription)),
  ).map((entity) => entity.name);
}
