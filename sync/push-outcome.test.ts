import { describe, expect, it } from 'vitest';
import { createMemoryMirrorPort } from './memory-mirror-port';
import type { MirrorRecord, OutboxEntry } from './mirror-types';
import { applyPushOutcome, mergesOnConflict, readPushOutcome } from './push-outcome';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const update = { entity: 'products', op: 'update' as const, changes: { productName: 'Oat Milk' } };
const current = { id: 'p1', rowVersion: 5, productName: 'Cream', isInactive: false };

describe('reading the answer to a pushed write', () => {
  it('2xx settles with the record the server answered', async () => {
    expect(
      await readPushOutcome(
        update,
        json(200, { id: 'p1', rowVersion: 4, data: { ...current, rowVersion: 4 } }),
      ),
    ).toEqual({
      kind: 'settled',
      server: { ...current, rowVersion: 4 },
    });
  });

  it('409 with a different current record is a conflict keeping theirs, never an overwrite', async () => {
    expect(
      await readPushOutcome(
        update,
        json(409, { message: 'This Product was changed by someone else. Reload it and try again.', current }),
      ),
    ).toEqual({
      kind: 'conflict',
      theirs: current,
      message: 'This Product was changed by someone else. Reload it and try again.',
    });
  });

  it('409 whose current record already holds the write settles it (its first delivery committed)', async () => {
    expect(
      await readPushOutcome(
        { entity: 'products', op: 'delete', changes: { isInactive: true } },
        json(409, { message: 'x', current: { ...current, isInactive: true } }),
      ),
    ).toMatchObject({ kind: 'settled', late: true });
  });

  it('400/422 fail the record with the server message and its errors', async () => {
    const body = {
      message: 'The Product has an invalid field: weight',
      errors: [{ field: 'weight', message: 'Invalid type' }],
    };
    expect(await readPushOutcome(update, json(422, body))).toEqual({
      kind: 'failed',
      message: body.message,
      errors: body.errors,
    });
    expect(await readPushOutcome(update, json(400, {}))).toEqual({
      kind: 'failed',
      message: 'hmmm no error was supplied',
      errors: [],
    });
    expect(await readPushOutcome(update, json(409, { message: 'That id is already in use' }))).toMatchObject({
      kind: 'failed',
      message: 'That id is already in use',
    });
  });

  it('5xx and throttling are retried; 401 is an auth problem', async () => {
    expect(await readPushOutcome(update, json(503, { message: 'busy' }))).toEqual({
      kind: 'retry',
      message: '503: busy',
    });
    expect(await readPushOutcome(update, json(429, {}))).toMatchObject({ kind: 'retry' });
    expect(await readPushOutcome(update, json(401, { message: 'expired' }))).toEqual({ kind: 'auth' });
  });
});

describe('recording the outcome', () => {
  const local: MirrorRecord = {
    id: 'p1',
    rowVersion: 3,
    productName: 'Soy',
    weight: 1,
    _syncState: 'pending',
  };
  const first: OutboxEntry = {
    seq: 1,
    entity: 'products',
    recordID: 'p1',
    op: 'update',
    changes: { productName: 'Oat' },
    baseRowVersion: 3,
    createdAt: 0,
  };
  const second: OutboxEntry = { ...first, seq: 2, changes: { productName: 'Soy' } };

  async function setUp() {
    const mirror = createMemoryMirrorPort();
    await mirror.transact(['products'], async (tx) => {
      await tx.putRecords('products', [local]);
      await tx.addEntry(first);
      await tx.addEntry(second);
    });
    const read = () =>
      mirror.transact(['products'], async (tx) => ({
        record: await tx.getRecord('products', 'p1'),
        entries: await tx.entriesFor('products', 'p1'),
      }));
    return { mirror, read };
  }

  it('a settled write leaves the outbox; the answer becomes the base of the writes still queued', async () => {
    const { mirror, read } = await setUp();
    await mirror.transact(['products'], (tx) =>
      applyPushOutcome(
        tx,
        first,
        { kind: 'settled', server: { id: 'p1', rowVersion: 4, productName: 'Oat', weight: 7 } },
        9,
      ),
    );
    const { record, entries } = await read();
    expect(entries.map((entry) => entry.seq)).toEqual([2]);
    expect(record).toMatchObject({ productName: 'Soy', weight: 7, rowVersion: 4, _syncState: 'pending' });
    await mirror.transact(['products'], (tx) =>
      applyPushOutcome(
        tx,
        second,
        { kind: 'settled', server: { id: 'p1', rowVersion: 5, productName: 'Soy', weight: 7 } },
        9,
      ),
    );
    expect((await read()).record).toEqual({
      id: 'p1',
      rowVersion: 5,
      productName: 'Soy',
      weight: 7,
      _syncState: 'synced',
      _cachedAt: 9,
    });
  });

  it('a conflict keeps mine and theirs; a failure keeps mine with the message', async () => {
    const { mirror, read } = await setUp();
    await mirror.transact(['products'], (tx) =>
      applyPushOutcome(tx, first, { kind: 'conflict', theirs: current, message: 'changed' }, 9),
    );
    expect((await read()).record).toMatchObject({
      productName: 'Soy',
      _syncState: 'conflict',
      _serverVersion: current,
      _syncMessage: 'changed',
    });
    await mirror.transact(['products'], (tx) =>
      applyPushOutcome(
        tx,
        first,
        { kind: 'failed', message: 'bad', errors: [{ field: 'weight', message: 'Invalid' }] },
        9,
      ),
    );
    expect((await read()).record).toMatchObject({
      _syncState: 'failed',
      _syncMessage: 'bad',
      _syncErrors: [{ field: 'weight', message: 'Invalid' }],
    });
    expect((await read()).entries).toHaveLength(2);
  });

  it('a 409 whose server change touches none of the queued fields is merged: rebased on theirs, still queued', async () => {
    const mirror = createMemoryMirrorPort();
    const base = { id: 'p1', rowVersion: 3, productName: 'Milk', weight: 1, nextAttentionDate: '2026-11-30' };
    const mine: MirrorRecord = { ...base, productName: 'Oat', _syncState: 'pending', _base: base };
    const edit: OutboxEntry = { ...first, changes: { productName: 'Oat' } };
    await mirror.transact(['products'], async (tx) => {
      await tx.putRecords('products', [mine]);
      await tx.addEntry(edit);
    });
    const theirs = { ...base, rowVersion: 4, weight: 7, nextAttentionDate: '2026-12-07' };
    const merged = await mirror.transact(['products'], (tx) =>
      applyPushOutcome(tx, edit, { kind: 'conflict', theirs, message: 'changed' }, 9),
    );
    expect(merged).toBe(true);
    const record = await mirror.transact(['products'], (tx) => tx.getRecord('products', 'p1'));
    expect(record).toMatchObject({
      productName: 'Oat',
      weight: 7,
      nextAttentionDate: '2026-12-07',
      rowVersion: 4,
      _syncState: 'pending',
      _base: theirs,
    });
    expect(record?._serverVersion).toBeUndefined();
    expect(await mirror.transact(['products'], (tx) => tx.entriesFor('products', 'p1'))).toHaveLength(1);
  });

  it('a 409 whose server change touches a queued field stays a conflict, even when other fields changed too', async () => {
    const mirror = createMemoryMirrorPort();
    const base = { id: 'p1', rowVersion: 3, productName: 'Milk', weight: 1 };
    const mine: MirrorRecord = { ...base, productName: 'Oat', weight: 2, _syncState: 'pending', _base: base };
    const name: OutboxEntry = { ...first, changes: { productName: 'Oat' } };
    const weight: OutboxEntry = { ...second, changes: { weight: 2 } };
    await mirror.transact(['products'], async (tx) => {
      await tx.putRecords('products', [mine]);
      await tx.addEntry(name);
      await tx.addEntry(weight);
    });
    // Their change meets the second queued write's field, not the one that travelled.
    const theirs = { ...base, rowVersion: 4, weight: 5, abbreviation: 'MK' };
    const merged = await mirror.transact(['products'], (tx) =>
      applyPushOutcome(tx, name, { kind: 'conflict', theirs, message: 'changed' }, 9),
    );
    expect(merged).toBe(false);
    const record = await mirror.transact(['products'], (tx) => tx.getRecord('products', 'p1'));
    expect(record).toMatchObject({
      productName: 'Oat',
      weight: 2,
      rowVersion: 3,
      _syncState: 'conflict',
      _serverVersion: theirs,
    });
  });

  it('a 409 never merges a record without a known base, a current record no newer than ours, a create, or a deleted record', async () => {
    const queued = [first];
    const plain: MirrorRecord = { id: 'p1', rowVersion: 3, productName: 'Oat', _syncState: 'pending' };
    expect(mergesOnConflict(plain, queued, { id: 'p1', rowVersion: 4, productName: 'Milk', weight: 9 })).toBe(
      false,
    );
    const based: MirrorRecord = { ...plain, _base: { id: 'p1', rowVersion: 3, productName: 'Milk' } };
    expect(mergesOnConflict(based, queued, { id: 'p1', rowVersion: 4, productName: 'Milk', weight: 9 })).toBe(
      true,
    );
    expect(mergesOnConflict(based, queued, { id: 'p1', rowVersion: 3, productName: 'Milk', weight: 9 })).toBe(
      false,
    );
    expect(
      mergesOnConflict(based, [{ ...first, op: 'create' }], { id: 'p1', rowVersion: 4, productName: 'Milk' }),
    ).toBe(false);
    // Someone else deleted the record meanwhile: the user decides.
    expect(
      mergesOnConflict(based, queued, { id: 'p1', rowVersion: 4, productName: 'Milk', isInactive: true }),
    ).toBe(false);
  });

  it('ignores the answer to a write that was resolved away meanwhile', async () => {
    const { mirror, read } = await setUp();
    await mirror.transact(['products'], (tx) => tx.removeEntries([1, 2]));
    await mirror.transact(['products'], (tx) =>
      applyPushOutcome(tx, first, { kind: 'settled', server: current }, 9),
    );
    expect((await read()).record).toEqual(local);
  });

  it('a late answer (a 409 holding our earlier delivery) that brings someone else’s change to a field still queued is a conflict', async () => {
    // Our weight write landed as v3 (its answer lost) and a pull already based the record on v3;
    // then another user wrote v4 (productName). Our retried weight write meets a 409 with v4,
    // which holds our weight: settled, but v4 is one past our base and is not ours alone.
    const mirror = createMemoryMirrorPort();
    const based: MirrorRecord = {
      id: 'p1',
      rowVersion: 3,
      productName: 'Soy',
      weight: 7,
      _syncState: 'pending',
      _base: { id: 'p1', rowVersion: 3, productName: 'Milk', weight: 7 },
    };
    const weight: OutboxEntry = { ...first, changes: { weight: 7 } };
    const name: OutboxEntry = { ...second, changes: { productName: 'Soy' } };
    await mirror.transact(['products'], async (tx) => {
      await tx.putRecords('products', [based]);
      await tx.addEntry(weight);
      await tx.addEntry(name);
    });
    const theirs = { id: 'p1', rowVersion: 4, productName: 'Cream', weight: 7 };
    await mirror.transact(['products'], (tx) =>
      applyPushOutcome(tx, weight, { kind: 'settled', server: theirs, late: true }, 9),
    );
    const record = await mirror.transact(['products'], (tx) => tx.getRecord('products', 'p1'));
    expect(record).toMatchObject({ productName: 'Soy', _syncState: 'conflict', _serverVersion: theirs });
  });
});

describe('a create the services refuse by a rule (issue 23: the order placed offline after the cut-off)', () => {
  const refused = {
    message: 'Not accepted: ordered after the 5:00 PM cut-off',
    rule: 'cutOff',
    field: 'orderSlotID',
    cutOff: '2026-11-30T06:00:00.000Z',
    timeZone: 'Australia/Melbourne',
    nextSlot: {
      dueDate: '2026-12-01T20:00:00.000Z',
      orderSlotID: 'slot-am',
      orderBy: '2026-12-01T06:00:00.000Z',
    },
    errors: [{ field: 'orderSlotID', message: 'Not accepted' }],
  };

  it('keeps the rule and the next slot with the failed record, and a change of it goes again as one create', async () => {
    const outcome = await readPushOutcome(
      { entity: 'customer-orders', op: 'create', changes: {} },
      json(422, refused),
    );
    const { message: _message, errors: _errors, ...facts } = refused;
    expect(outcome).toEqual({
      kind: 'failed',
      message: refused.message,
      errors: refused.errors,
      refusal: facts,
    });
    const mirror = createMemoryMirrorPort();
    const { writeCreate, writeUpdate } = await import('./local-writes');
    await mirror.transact(['orders'], (tx) =>
      writeCreate(tx, 'orders', 'o1', { dueDate: '2026-11-30T20:00:00.000Z', orderSlotID: 'slot-am' }, 1),
    );
    const [entry] = await mirror.transact(['orders'], (tx) => tx.entriesFor('orders', 'o1'));
    if (outcome.kind !== 'failed' || entry === undefined) throw new Error('expected a failed create');
    await mirror.transact(['orders'], (tx) => applyPushOutcome(tx, entry, outcome, 2));
    expect(await mirror.transact(['orders'], (tx) => tx.getRecord('orders', 'o1'))).toMatchObject({
      _syncState: 'failed',
      _syncRefusal: { rule: 'cutOff', nextSlot: { orderSlotID: 'slot-am' } },
    });
    // Moving it to the next slot: the refusal goes, and one create carries the new day.
    await mirror.transact(['orders'], (tx) =>
      writeUpdate(
        tx,
        'orders',
        'o1',
        { dueDate: refused.nextSlot.dueDate, orderBy: refused.nextSlot.orderBy },
        3,
      ),
    );
    const record = await mirror.transact(['orders'], (tx) => tx.getRecord('orders', 'o1'));
    expect(record?._syncState).toBe('pending');
    expect(record?._syncRefusal).toBeUndefined();
    const entries = await mirror.transact(['orders'], (tx) => tx.entriesFor('orders', 'o1'));
    expect(entries.map((queued) => [queued.op, queued.changes.dueDate])).toEqual([
      ['create', refused.nextSlot.dueDate],
    ]);
  });
});
