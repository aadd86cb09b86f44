import { useSession, type AppSession } from '../../app/session/session-context';
import { canEditArea } from '../../domain/permissions';
import { resolveTimeZone } from '../../domain/time-zone';
import type { EntityDefinition } from '../../entities/entity-definition';

/**
 * The zone dates show in: the company's default, else the app's default.
 * @example sessionTimeZone(null) // 'Australia/Melbourne'
 */
export function sessionTimeZone(session: AppSession | null): string {
  return resolveTimeZone(session?.company?.defaultTimeZone);
}

/**
 * What a portal screen needs from the session: edit rights on the entity's area and the zone.
 * @example const { mayEdit, timeZone } = usePortalAccess(products);
 */
export function usePortalAccess(entity: Pick<EntityDefinition, 'permission'>): { mayEdit: boolean; timeZone: string } {
  const { session } = useSession();
  return { mayEdit: canEditArea(session, entity.permission), timeZone: sessionTimeZone(session) };
}
