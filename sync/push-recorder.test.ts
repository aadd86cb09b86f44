import { describe, expect, it } from 'vitest';
import { writeCreate } from './local-writes';
import { createMemoryMirrorPort } from './memory-mirror-port';
import type { MirrorPort } from './ports';
import { pushRecorder, recordKey } from './push-recorder';
import type { SyncContext } from './sync-context';

/** A mirror whose transactions wait for `open()` and are counted. */
function gatedMirror() {
  const inner = createMemoryMirrorPort();
  let open: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const transactions: string[][] = [];
  const mirror: MirrorPort = {
    ...inner,
    async transact(entities, work) {
      transactions.push([...entities]);
      await gate;
      return inner.transact(entities, work);
    },
  };
  return {
    inner,
    mirror,
    transactions,
    open() {
      open();
      gate = Promise.resolve();
    },
  };
}

function contextOf(mirror: MirrorPort): SyncContext {
  return {
    mirror,
    transport: () => Promise.reject(new Error('no network here')),
    clock: { now: () => 5 },
    auth: () => null,
    baseUrl: 'http://x',
    pageSize: 2,
    isOnline: () => true,
    log: () => undefined,
  };
}

async function queuedCreates(mirror: MirrorPort, ids: readonly string[]) {
  for (const id of ids)
    await mirror.transact(['products'], (tx) => writeCreate(tx, 'products', id, { productName: id }, 1));
  return mirror.outbox();
}

const settled = (id: string) => ({
  kind: 'settled' as const,
  server: { id, rowVersion: 1, productName: id },
});

describe('pushRecorder', () => {
  it('records the answers that came while a transaction was busy together, in one transaction', async () => {
    const gated = gatedMirror();
    const [a, b, c] = await queuedCreates(gated.inner, ['a', 'b', 'c']);
    if (a === undefined || b === undefined || c === undefined) throw new Error('three entries expected');
    const recorder = pushRecorder(contextOf(gated.mirror));
    await recorder.record(a, settled('a'));
    await recorder.record(b, settled('b'));
    await recorder.record(c, settled('c'));
    expect(recorder.isPending(recordKey(b))).toBe(true);
    gated.open();
    await recorder.flush();
    expect(gated.transactions).toHaveLength(2);
    expect(recorder.isPending(recordKey(b))).toBe(false);
    expect(await gated.inner.pendingCount()).toBe(0);
    expect(
      gated.inner.records('products').map((record) => [record.id, record._syncState, record.rowVersion]),
    ).toEqual([
      ['a', 'synced', 1],
      ['b', 'synced', 1],
      ['c', 'synced', 1],
    ]);
  });

  it('lets a record be read again only once its answer is in', async () => {
    const gated = gatedMirror();
    const [a] = await queuedCreates(gated.inner, ['a']);
    if (a === undefined) throw new Error('an entry expected');
    const recorder = pushRecorder(contextOf(gated.mirror));
    await recorder.record(a, settled('a'));
    let settledA = false;
    const waiting = recorder.settle(recordKey(a)).then(() => {
      settledA = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settledA).toBe(false);
    gated.open();
    await waiting;
    expect(gated.inner.records('products')[0]?._syncState).toBe('synced');
  });

  it('fails flush and later records when recording failed', async () => {
    const inner = createMemoryMirrorPort();
    const [a, b] = await queuedCreates(inner, ['a', 'b']);
    if (a === undefined || b === undefined) throw new Error('two entries expected');
    const broken: MirrorPort = { ...inner, transact: () => Promise.reject(new Error('disk full')) };
    const recorder = pushRecorder(contextOf(broken));
    await recorder.record(a, settled('a'));
    await expect(recorder.flush()).rejects.toThrow('disk full');
    await expect(recorder.record(b, settled('b'))).rejects.toThrow('disk full');
  });
});
