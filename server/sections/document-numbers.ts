import { formatDocumentNumber } from '../../src/domain/document-number';
import { hasValue } from '../../src/domain/field-validation';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import type { Store } from '../store/store';
import type { AnyRecord } from '../../src/domain/unknown-values';

/**
 * Gives a numbered record (an order, invoice, consignment or import) its document number. A
 * number once given is kept: a later write cannot change or clear it. A new record keeps a
 * number it brings (an imported document), and one without gets the next number of the owner's
 * series, or of the company the rule names (an order: its seller's customer-order series); so
 * does an older record that never had one, at its next write.
 * @example await withDocumentNumber(store, customerOrders, order, 'comp1', null) // { ...order, customerOrderNumber: 1008 }
 */
export async function withDocumentNumber(
  store: Store,
  entity: Pick<EntityDefinition, 'section' | 'numbering'>,
  data: AnyRecord,
  owner: string,
  stored: { data: Readonly<AnyRecord> } | null,
): Promise<AnyRecord> {
  const rule = entity.numbering;
  if (rule === undefined) return data;
  const kept = stored === null ? undefined : stored.data[rule.field];
  if (hasValue(kept)) return { ...data, [rule.field]: kept };
  if (stored === null && hasValue(data[rule.field])) return data;
  // The series of the company the rule names (an order's seller), else the owner's.
  const namer = rule.numberedBy === undefined ? null : data[rule.numberedBy];
  const company = typeof namer === 'string' && namer !== '' ? namer : owner;
  const section = rule.seriesSection ?? entity.section;
  const next = await store.nextNumber({
    section,
    companyAccountID: company,
    field: rule.field,
    prefix: rule.prefix,
    first: rule.first,
  });
  return { ...data, [rule.field]: formatDocumentNumber(rule, next) };
}
