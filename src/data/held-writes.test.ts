import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { MirrorPort } from '../../sync/ports';
import { BulktradeDB } from './bulktrade-db';
import { createDexieMirrorPort } from './dexie-mirror-port';
import { createHeldWrites, isQuotaExceeded, storageFullMessage } from './held-writes';
import { createWritePath } from './write-path';

const full = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** Timers run by hand. */
function manualTimers() {
  const due: (() => void)[] = [];
  return {
    set: (callback: () => void) => due.push(callback),
    clear: () => undefined,
    fire: () => {
      for (const callback of due.splice(0)) callback();
    },
  };
}

const opened: BulktradeDB[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

/** A Dexie mirror whose disk is full while `isFull()`: every transaction is refused as the browser refuses it. */
function fullableMirror(isFull: () => boolean): { db: BulktradeDB; mirror: MirrorPort } {
  const db = new BulktradeDB({ name: `held-writes-${opened.length}-${Date.now()}` });
  opened.push(db);
  const inner = createDexieMirrorPort(db);
  return {
    db,
    mirror: {
      ...inner,
      transact: (entities, work) => (isFull() ? Promise.reject(full()) : inner.transact(entities, work)),
    },
  };
}

describe('a write the full storage refuses', () => {
  it('is recognised, bare or wrapped by Dexie', () => {
    expect(isQuotaExceeded(full())).toBe(true);
    expect(
      isQuotaExceeded(Object.assign(new Error('Transaction aborted'), { name: 'AbortError', inner: full() })),
    ).toBe(true);
    expect(isQuotaExceeded(new Error('ConstraintError'))).toBe(false);
  });

  it('is kept in memory with a clear message, retried, and saved in order with the writes made meanwhile: nothing is lost', async () => {
    let diskFull = true;
    let announced = 0;
    const timers = manualTimers();
    const { db, mirror } = fullableMirror(() => diskFull);
    let ids = 0;
    const held = createHeldWrites({ timers, onSaved: () => (announced += 1) });
    const writes = createWritePath({
      mirror,
      now: () => 1000,
      newId: () => `id-${(ids += 1)}`,
      announce: () => undefined,
      held,
    });

    const id = await writes.createRecord('products', { productName: 'Oat Milk' });
    expect(writes.storage.state()).toEqual({ held: 1, message: storageFullMessage(1) });
    expect(writes.storage.state().message).toBe(
      "This device's storage is full: 1 change is kept on this page and saved as soon as there is room. Free some space and keep this page open.",
    );
    expect(await writes.updateRecord('products', id, { productName: 'Oat Milk 2L' })).toBe(true);
    expect(writes.storage.state().held).toBe(2);
    expect(await db.outbox.count()).toBe(0);

    // Still full at the next try: still kept, still said.
    timers.fire();
    await writes.storage.retry();
    expect(writes.storage.state().held).toBe(2);

    diskFull = false;
    timers.fire();
    await writes.storage.retry();
    expect(writes.storage.state()).toEqual({ held: 0, message: null });
    expect((await db.outbox.orderBy('seq').toArray()).map((entry) => [entry.op, entry.changes])).toEqual([
      ['create', { id, productName: 'Oat Milk' }],
      ['update', { productName: 'Oat Milk 2L' }],
    ]);
    expect(await db.mirror('products').get(id)).toMatchObject({
      productName: 'Oat Milk 2L',
      _syncState: 'pending',
    });
    expect(announced).toBe(2);
  });

  it('passes any other error to the caller, as before', async () => {
    const held = createHeldWrites({ timers: manualTimers() });
    await expect(held.run(() => Promise.reject(new Error('broken')), true)).rejects.toThrow('broken');
    expect(held.state()).toEqual({ held: 0, message: null });
  });
});
