import type { EntityDefinition } from './entity-definition';

/** What an entity's definition has beside its mirror entry (mirror-entry.ts) and its record schema. */
export type EntityFormParts = Pick<EntityDefinition, 'fields' | 'partyAccess' | 'numbering'>;

/**
 * The form fields, party access and document numbering of a definition (keys left out where it
 * has none): the part of the registry that the forms, lists and services read, and a hub's first
 * page does not (entity-forms.ts).
 * @example formPartsOf(entityByName('products')).fields[0]?.name // 'productName'
 */
export function formPartsOf(entity: EntityDefinition): EntityFormParts {
  const { fields, partyAccess, numbering } = entity;
  return {
    fields,
    ...(partyAccess === undefined ? {} : { partyAccess }),
    ...(numbering === undefined ? {} : { numbering }),
  };
}
