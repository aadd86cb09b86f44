import type { DetailItem } from '../blocks/detail-state';
import type { DetailPorts } from '../blocks/use-detail-controller';
import type { BulktradeDB } from '../data/bulktrade-db';
import { withProxy } from '../data/proxy-owner';
import { watchRecord } from '../data/use-record';
import type { WritePath } from '../data/write-path';
import { DEFAULT_SCHEDULE_EXPRESSION } from '../domain/schedule-editor';
import type { EntityDefinition } from '../entities/entity-definition';
import type { RegisteredEntity } from '../entities/registry';
import type { AnyRecord } from '../domain/unknown-values';

/**
 * The record properties the generic form writes: the top level of every editable field
 * (a dotted field writes its whole parent object), never server-kept ones, the id or the
 * mirror's own `_` bookkeeping.
 * @example formValues(products, { id: 'p1', productName: 'Milk', _syncState: 'synced' }) // { productName: 'Milk' }
 */
export function formValues(
  entity: Pick<EntityDefinition, 'fields' | 'serverKeptFields'>,
  item: DetailItem,
): AnyRecord {
  const kept = new Set(entity.serverKeptFields ?? []);
  const values: AnyRecord = {};
  for (const field of entity.fields) {
    if (field.readOnly === true) continue;
    const top = field.name.split('.')[0] ?? field.name;
    if (kept.has(top) || top === 'id' || top.startsWith('_') || !(top in item)) continue;
    values[top] = item[top];
  }
  return values;
}

/**
 * A new item: unticked boxes are false (as the server would store them), a schedule starts
 * as the editor's default (Mondays at midnight) so it opens as choices, the rest empty.
 * @example blankItem(products).isSold // false
 * @example blankItem(standingCustomerOrders).cronExpression // '0 0 * * 1'
 */
export function blankItem(entity: Pick<EntityDefinition, 'fields'>): DetailItem {
  const item: AnyRecord = {};
  for (const field of entity.fields) {
    if (field.name.includes('.')) continue;
    if (field.kind === 'boolean') item[field.name] = false;
    else if (field.kind === 'cron' && field.readOnly !== true) item[field.name] = DEFAULT_SCHEDULE_EXPRESSION;
  }
  return item;
}

/**
 * The detail controller's ports over the mirror and the write path: a save becomes a
 * pending mirror record plus its outbox entry, which the sync worker pushes.
 * The form live-refreshes from the mirror record (watch).
 * @example const ports = mirrorDetailPorts(products, db, writes, { proxyID: search.get('proxyID') });
 */
export function mirrorDetailPorts(
  entity: RegisteredEntity,
  db: BulktradeDB,
  writes: WritePath,
  /**
   * proxyID: a new record is made on behalf of that company (see withProxy). online: reads a
   * record the mirror does not hold because it is older than the device keeps (an archive past
   * its window), from the services.
   */
  options: { proxyID?: string | null; online?: (id: string) => Promise<DetailItem | null> } = {},
): DetailPorts {
  const idOf = (item: DetailItem): string => {
    if (typeof item.id !== 'string') throw new Error('The item has no id');
    return item.id;
  };
  return {
    load: async (id) => (await db.mirror(entity.name).get(id)) ?? (await options.online?.(id)) ?? null,
    blank: () => blankItem(entity),
    save: async (method, item) => {
      if (method === 'post')
        return {
          id: await writes.createRecord(
            entity.name,
            withProxy(entity.name, formValues(entity, item), options.proxyID),
          ),
        };
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
    watch: (id, onChange) => watchRecord(db, entity.name, id, onChange),
  };
}
