import { deviceRoleOf } from '../src/domain/device-role';
import { byScopePriority } from '../src/entities/sync-scope';
import { canViewArea, type AccessSubject } from '../src/domain/permissions';
import { coversLevel } from '../src/domain/subscriptions';
import { mirrorEntry, mirrorSectionOwner, SECTION_MIRROR_ENTRIES } from '../src/entities/mirror-entries';

/**
 * The mirror table (section owner) of a navigation name: screens that share a section
 * share its records.
 * @example mirrorEntityOf('new-customers') // 'customers'
 */
export function mirrorEntityOf(name: string): string {
  return mirrorSectionOwner(mirrorEntry(name)).name;
}

/**
 * The sections a session may see, so the engine pulls only those (the others would
 * answer 403 on every cycle), in the order its device role's sync scopes give them.
 * @example syncedEntities({ permissions: 'products', subscriptionCode: 'SUPP' }) // ['browse-products', 'product-categories', ...]
 */
export function syncedEntities(session: AccessSubject | null): string[] {
  if (session === null) return [];
  // The open screen's sections first on a device with a scope (a driver's journeys, then their stops).
  return byScopePriority(SECTION_MIRROR_ENTRIES, deviceRoleOf(session))
    .filter(
      // Directories of public company profiles are for everyone: they name trading partners.
      (entity) =>
        entity.profilesOf !== undefined ||
        (canViewArea(session, entity.permission) &&
          coversLevel(session.subscriptionCode, entity.subscription)),
    )
    .map((entity) => entity.name);
}
