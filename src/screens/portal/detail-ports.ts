import type { DetailItem } from '../../blocks/detail-state';
import type { DetailPorts } from '../../blocks/use-detail-controller';
import type { BulktradeDB } from '../../data/bulktrade-db';
import type { WritePath } from '../../data/write-path';
import type { EntityDefinition } from '../../entities/entity-definition';

/**
 * The record properties the generic form writes: the top level of every editable field
 * (a dotted field writes its whole parent object), never server-kept ones, the id or the
 * mirror's own `_` bookkeeping.
 * @example formValues(products, { id: 'p1', productName: 'Milk', _syncState: 'synced' }) // { productName: 'Milk' }
 */
export function formValues(entity: Pick<EntityDefinition, 'fields' | 'serverKeptFields'>, item: DetailItem): Record<string, unknown> {
  const kept = new Set(entity.serverKeptFields ?? []);
  const values: Record<string, unknown> = {};
  for (const field of entity.fields) {
    if (field.readOnly === true) continue;
    const top = field.name.split('.')[0] ?? field.name;
    if (kept.has(top) || top === 'id' || top.startsWith('_') || !(top in item)) continue;
    values[top] = item[top];
  }
  return values;
}

/**
 * A new item: unticked boxes are false (as the server would store them), the rest empty.
 * @example blankItem(products).isSold // false
 */
export function blankItem(entity: Pick<EntityDefinition, 'fields'>): DetailItem {
  const item: Record<string, unknown> = {};
  for (const field of entity.fields) if (field.kind === 'boolean' && !field.name.includes('.')) item[field.name] = false;
  return item;
}

/**
 * The detail controller's ports over the mirror and the write path: a save becomes a
 * pending mirror record plus its outbox entry, which the sync worker pushes.
 * @example const ports = mirrorDetailPorts(products, db, writes);
 */
export function mirrorDetailPorts(entity: EntityDefinition, db: BulktradeDB, writes: WritePath): DetailPorts {
  const idOf = (item: DetailItem): string => {
    if (typeof item.id !== 'string') throw new Error('The item has no id');
    return item.id;
  };
  return {
    load: async (id) => (await db.mirror(entity.name).get(id)) ?? null,
    blank: () => blankItem(entity),
    save: async (method, item) => {
      if (method === 'post') return { id: await writes.createRecord(entity.name, formValues(entity, item)) };
      const id = idOf(item);
      await writes.updateRecord(entity.name, id, formValues(entity, item));
      return { id };
    },
    remove: async (item) => {
      await writes.deleteRecord(entity.name, idOf(item));
    },
    restore: async (item) => {
      await writes.restoreRecord(entity.name, idOf(item));
    },
  };
}
