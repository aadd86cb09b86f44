import * as definitions from './definitions';
import type { EntityDefinition, ServiceArea } from './entity-definition';

/** Every navigation name the app knows, as a type. */
export type EntityName = (typeof definitions)[keyof typeof definitions]['name'];

/**
 * Every entity declaration, one per navigation name. Routes, mirror tables, menus, forms
 * and the server's sections are derived from this list.
 * @example ENTITIES.map((entity) => entity.name).includes('products') // true
 */
export const ENTITIES: readonly EntityDefinition[] = Object.values(definitions);

const BY_NAME: ReadonlyMap<string, EntityDefinition> = new Map(
  ENTITIES.map((entity) => [entity.name, entity]),
);

/**
 * The declaration of a navigation name, or undefined when there is none.
 * @example findEntity('products')?.section // 'Products'
 */
export function findEntity(name: string): EntityDefinition | undefined {
  return BY_NAME.get(name);
}

/**
 * The declaration of a navigation name; an unknown name is a programming error, so it
 * throws the spec's 'Path ... not found in navigation'.
 * @example entityByName('customer-orders').single // 'customer-order'
 */
export function entityByName(name: string): EntityDefinition {
  const entity = BY_NAME.get(name);
  if (entity === undefined) throw new Error(`Path ${name} not found in navigation`);
  return entity;
}

/**
 * The entity that owns a section: for a shared section, the one the others point at.
 * @example sectionOwner(entityByName('new-customers')).name // 'customers'
 */
export function sectionOwner(entity: EntityDefinition): EntityDefinition {
  return entity.sharesSectionWith === undefined ? entity : entityByName(entity.sharesSectionWith);
}

/**
 * One entity per section: the owners, which the server registers and the mirror stores.
 * @example SECTION_ENTITIES.some((entity) => entity.name === 'new-customers') // false
 */
export const SECTION_ENTITIES: readonly EntityDefinition[] = ENTITIES.filter(
  (entity) => entity.sharesSectionWith === undefined,
);

const BY_SECTION: ReadonlyMap<string, EntityDefinition> = new Map(
  SECTION_ENTITIES.map((entity) => [`${entity.service} ${entity.section}`, entity]),
);

/**
 * The entity that owns a section path of a service, or undefined.
 * @example entityBySection('Ordering', 'PurchaseOrders')?.name // 'purchase-orders'
 */
export function entityBySection(service: ServiceArea, section: string): EntityDefinition | undefined {
  return BY_SECTION.get(`${service} ${section}`);
}
