import type { EntityField } from '../entities/entity-definition';
import { textOf, type AnyRecord } from '../domain/unknown-values';

/**
 * The name a record keeps of what a reference field points at, for when that record is not the
 * company's to read: a consignment another company picks names its From and Deliver To by
 * copies (`departureLocation: { locationName }` beside `departureLocationID`), as the services
 * wrote them. Null when the record keeps no copy.
 * @example embeddedReferenceLabel({ name: 'departureLocationID', label: 'From', kind: 'reference', referenceLabel: 'locationName' }, { departureLocation: { locationName: 'Dandenong DC' } }) // 'Dandenong DC'
 */
export function embeddedReferenceLabel(
  field: Pick<EntityField, 'name' | 'referenceLabel'>,
  record: Readonly<AnyRecord> | null | undefined,
): string | null {
  if (record == null || field.referenceLabel === undefined || !field.name.endsWith('ID')) return null;
  const copy = record[field.name.slice(0, -2)];
  if (typeof copy !== 'object' || copy === null || Array.isArray(copy)) return null;
  const label = textOf((copy as AnyRecord)[field.referenceLabel]);
  return label === null || label.trim() === '' ? null : label;
}
