import type { EntityDefinition } from './entity-definition';
import type { EntityName } from './record-of';

/**
 * What routes and menus need of an entity: its names, labels, access and menu place. The
 * first page builds every route from these alone (navigation-entries.ts), without the
 * entity definitions' fields, forms and the domain code they bring.
 */
export type NavigationEntry = { name: EntityName } & Pick<
  EntityDefinition,
  'single' | 'label' | 'singleLabel' | 'permission' | 'subscription' | 'menuGroup' | 'archive' | 'isPublic'
>;

/**
 * The navigation entry of an entity definition (keys left out where the definition has none).
 * @example navigationEntryOf(entityByName('products')).permission // 'products'
 */
export function navigationEntryOf(entity: EntityDefinition & { name: EntityName }): NavigationEntry {
  const { name, single, label, singleLabel, permission, subscription, menuGroup, archive, isPublic } = entity;
  return {
    name,
    single,
    label,
    singleLabel,
    permission,
    ...(subscription === undefined ? {} : { subscription }),
    menuGroup,
    ...(archive === undefined ? {} : { archive }),
    ...(isPublic === undefined ? {} : { isPublic }),
  };
}
