import { propertyLabel, readPath } from '../domain/csv/property-path';
import type { EntityDefinition, EntityField } from '../entities/entity-definition';
import { CELL_ALIGN } from './cell-formatters';
import type { AnyRecord } from '../domain/unknown-values';

/** One record in a list: an id and whatever else it holds. */
export type ListRow = { readonly id: string } & Readonly<AnyRecord>;

export type ListColumn = {
  readonly name: string;
  readonly label: string;
  /** The form field it shows; a column that is not a field shows as text. */
  readonly field: EntityField;
  readonly align: 'left' | 'right' | 'center';
};

/**
 * The list's columns from the registry: each column's field (label and kind), or a text
 * field headed by its property label when the column is not a form field.
 * @example listColumns(products)[0] // { name: 'productName', label: 'Product Name', field, align: 'left' }
 */
export function listColumns(entity: Pick<EntityDefinition, 'columns' | 'fields'>): ListColumn[] {
  return entity.columns.map((name) => {
    const field = entity.fields.find((candidate) => candidate.name === name) ?? {
      name,
      label: propertyLabel(name),
      kind: 'text',
    };
    if (field.display === 'orderStatus') return { name, label: 'Status', field, align: 'left' as const };
    if (field.display === 'orderName') return { name, label: 'Order', field, align: 'left' as const };
    return { name, label: field.label, field, align: CELL_ALIGN[field.kind] };
  });
}

/** @example cellValue({ id: 'p1', product: { productName: 'Flour' } }, 'product.productName') // 'Flour' */
export function cellValue(row: ListRow, name: string): unknown {
  return readPath(row, name);
}
