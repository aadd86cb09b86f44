import { useMemo } from 'react';
import { useSession, type AppSession } from './session-context';
import { canEditArea } from '../domain/permissions';
import { resolveTimeZone } from '../domain/time-zone';
import type { EntityDefinition, EntityField } from '../entities/entity-definition';

/**
 * The zone dates show in: the company's default, else the app's default.
 * @example sessionTimeZone(null) // 'Australia/Melbourne'
 */
export function sessionTimeZone(session: AppSession | null): string {
  return resolveTimeZone(session?.company?.defaultTimeZone);
}

/**
 * The form's fields for this session: fields only a global admin may set (a user's
 * permissions, role, admin flag) are read-only for everyone else, as the services keep them.
 * @example formFieldsFor(users, { isGlobalAdmin: false }).find((f) => f.name === 'roleID')?.readOnly // true
 */
export function formFieldsFor(
  entity: Pick<EntityDefinition, 'fields' | 'adminOnlyFields'>,
  session: Pick<AppSession, 'isGlobalAdmin'> | null,
): readonly EntityField[] {
  const adminOnly = new Set(entity.adminOnlyFields ?? []);
  if (session?.isGlobalAdmin === true || adminOnly.size === 0) return entity.fields;
  return entity.fields.map((field) => (adminOnly.has(field.name) ? { ...field, readOnly: true } : field));
}

/**
 * Whether people change this entity's records at all: a list whose every field is read-only
 * (archives, public directories, records the services make) offers no New, no Edit toggle and
 * so no Delete, no Restore, and its form no Edit or Save.
 * @example hasEditableField(batchArchives) // false
 */
export function hasEditableField(entity: Pick<EntityDefinition, 'fields'>): boolean {
  return entity.fields.some((field) => field.readOnly !== true);
}

/**
 * What a portal screen needs from the session: edit rights (the entity's area, and a field
 * people may change), the zone, and the form's fields as this user may edit them.
 * @example const { mayEdit, timeZone, fields } = usePortalAccess(products);
 */
export function usePortalAccess(
  entity: Pick<EntityDefinition, 'permission' | 'fields' | 'adminOnlyFields'>,
): {
  mayEdit: boolean;
  timeZone: string;
  fields: readonly EntityField[];
} {
  const { session } = useSession();
  const fields = useMemo(() => formFieldsFor(entity, session), [entity, session]);
  return {
    mayEdit: hasEditableField(entity) && canEditArea(session, entity.permission),
    timeZone: sessionTimeZone(session),
    fields,
  };
}
