import { ENTITY_FORMS } from './entity-forms';
import { entitySchema } from './entity-schemas';
import type { EntityDefinition, ServiceArea } from './entity-definition';
import { MIRROR_ENTRIES } from './mirror-entries';

import type { EntityName } from './record-of';

export type { EntityName, RecordOf, FieldsOf } from './record-of';

/** A declaration whose name the compiler knows is a navigation name. */
export type RegisteredEntity = EntityDefinition & { name: EntityName };

/**
 * Every entity declaration, one per navigation name. Routes, mirror tables, menus, forms
 * and the server's sections are derived from this list. The declarations are written in
 * definitions/ (the source) and come here in three generated parts (scripts/mirror-entries.ts):
 * what the page's data layer reads (mirror-entries.ts, loaded by every signed-in page), the
 * record schemas, and the form fields with what only the services read (entity-forms.ts). So a
 * hub's first page loads the first two alone, and a form that loads the registry adds only the
 * third. src/entities/mirror-entries.test.ts checks that they put together are the definitions.
 * @example ENTITIES.map((entity) => entity.name).includes('products') // true
 */
export const ENTITIES: readonly RegisteredEntity[] = MIRROR_ENTRIES.map(
  (entry) =>
    ({ ...entry, ...ENTITY_FORMS[entry.name], schema: entitySchema(entry.name) }) as RegisteredEntity,
);

const BY_NAME: ReadonlyMap<string, RegisteredEntity> = new Map(
  ENTITIES.map((entity) => [entity.name, entity]),
);

/**
 * The declaration of a navigation name, or undefined when there is none.
 * @example findEntity('products')?.section // 'Products'
 */
export function findEntity(name: string): RegisteredEntity | undefined {
  return BY_NAME.get(name);
}

/**
 * The declaration of a navigation name; an unknown name is a programming error, so it
 * throws the spec's 'Path ... not found in navigation'.
 * @example entityByName('customer-orders').single // 'customer-order'
 */
export function entityByName(name: string): RegisteredEntity {
  const entity = BY_NAME.get(name);
  if (entity === undefined) throw new Error(`Path ${name} not found in navigation`);
  return entity;
}

/**
 * The entity that owns a section: for a shared section, the one the others point at.
 * @example sectionOwner(entityByName('new-customers')).name // 'customers'
 */
export function sectionOwner(entity: EntityDefinition): RegisteredEntity {
  return entityByName(entity.sharesSectionWith ?? entity.name);
}

/**
 * One entity per section: the owners, which the server registers and the mirror stores.
 * @example SECTION_ENTITIES.some((entity) => entity.name === 'new-customers') // false
 */
export const SECTION_ENTITIES: readonly RegisteredEntity[] = ENTITIES.filter(
  (entity) => entity.sharesSectionWith === undefined,
);

const BY_SECTION: ReadonlyMap<string, RegisteredEntity> = new Map(
  SECTION_ENTITIES.map((entity) => [`${entity.service} ${entity.section}`, entity]),
);

/**
 * The entity that owns a section path of a service, or undefined.
 * @example entityBySection('Ordering', 'PurchaseOrders')?.name // 'purchase-orders'
 */
export function entityBySection(service: ServiceArea, section: string): RegisteredEntity | undefined {
  return BY_SECTION.get(`${service} ${section}`);
}
