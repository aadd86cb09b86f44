import type { FieldsOf } from '../../../data/mirror-row';
import { writes, type Write } from '../../../data/write';
import { orderToSave, type OrderEditorState } from '../../../domain/ordering/order-editor-state';
import { ORDER_ENTITIES } from '../order-entities';

/** Fields the editor never writes back: the record's identity, the mirror's bookkeeping and what the services set. */
const NOT_WRITTEN = new Set(['id', 'rowVersion', 'isInactive', 'customerOrderNumber', 'isDispatched']);

/**
 * The order as the editor saves it, less what it never writes back.
 * @example writableOrder(state).orderItems.length // the product lines and automatic lines
 */
export function writableOrder(editor: OrderEditorState): FieldsOf<'customer-orders'> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(orderToSave(editor)))
    if (!key.startsWith('_') && !NOT_WRITTEN.has(key)) out[key] = value;
  // orderToSave builds the order from the editor's header (read from the record) and lines; the
  // services check it against the schema as for every write.
  return out as FieldsOf<'customer-orders'>;
}

/**
 * The write that saves an editor's order: a new one is created with the id the screen chose,
 * an existing one updated.
 */
export function saveOrderWrite(editor: OrderEditorState, id: string, isNew: boolean): Write {
  const entity = ORDER_ENTITIES[editor.kind].orders;
  const fields = writableOrder(editor);
  return isNew ? writes.create(entity, id, fields) : writes.update(entity, id, fields);
}
