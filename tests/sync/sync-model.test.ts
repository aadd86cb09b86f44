import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import 'fake-indexeddb/auto';
import { BulktradeDB } from '../../src/data/bulktrade-db';
import { createDexieMirrorPort } from '../../src/data/dexie-mirror-port';
import { createMemoryMirrorPort } from '../../sync/memory-mirror-port';
import { stripMeta, type MirrorRecord } from '../../sync/mirror-types';
import type { MirrorPort } from '../../sync/ports';
import { faultyTransport, FAULTS, type Fault, type FaultyTransport } from './faulty-transport';
import {
  committedVersions,
  reachedServer,
  silentOverwrites,
  supersededByOwnWrite,
  type KeepMine,
  type UserWrite,
} from './server-history';
import { smallWorld, testClient, type TestClient, type World } from './sync-world';

// Two clients edit the same products while the network misbehaves; then it heals and both
// sync until nothing moves. Afterwards: each mirror equals the server (records not in
// conflict or failed), every write is on the server or shown as a conflict or failure, no
// write replaces a value its user never saw unless they chose 'keep mine', and nothing is
// duplicated. Repeat a failure with SYNC_MODEL_SEED=<seed printed below>.

type Pick = { client: 0 | 1; pick: number };
type Action =
  | { kind: 'create'; client: 0 | 1; valid: boolean }
  | (Pick & { kind: 'edit'; field: 'productName' | 'weight'; valid: boolean })
  | (Pick & { kind: 'delete' | 'restore' })
  | (Pick & { kind: 'resolve'; choice: 'keep-mine' | 'take-theirs' })
  | { kind: 'sync'; client: 0 | 1 | 'both'; overlap: boolean }
  | { kind: 'pull'; client: 0 | 1 }
  | { kind: 'network'; client: 0 | 1; up: boolean };

const client01 = fc.constantFrom<0 | 1>(0, 1);
// Few distinct records, so both users keep meeting on the same ones.
const pick = fc.oneof(
  { weight: 4, arbitrary: fc.nat({ max: 1 }) },
  { weight: 1, arbitrary: fc.nat({ max: 7 }) },
);
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      client: client01,
      valid: fc.oneof(
        { weight: 9, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      client: client01,
      pick,
      field: fc.constantFrom('productName' as const, 'weight' as const),
      valid: fc.oneof(
        { weight: 9, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('delete' as const, 'restore' as const),
      client: client01,
      pick,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('resolve' as const),
      client: client01,
      pick,
      choice: fc.constantFrom('keep-mine' as const, 'take-theirs' as const),
    }),
  },
  // overlap: the users go on working while the round is under way.
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('sync' as const),
      client: fc.constantFrom<0 | 1 | 'both'>(0, 1, 'both'),
      overlap: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pull' as const), client: client01 }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('network' as const), client: client01, up: fc.boolean() }),
  },
);
// Mostly delivered, so that runs also reach the interesting states (conflicts, rebases) and not only retries.
const faultArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Fault>('pass') },
  { weight: 2, arbitrary: fc.constantFrom<Fault>(...FAULTS) },
);
const faultsArb = fc.array(faultArb, { minLength: 1, maxLength: 12 });

type Side = {
  client: TestClient;
  mirror: MirrorPort;
  records: () => Promise<MirrorRecord[]>;
  transport: FaultyTransport;
  faults: Fault[];
  up: boolean;
};

/** A client's mirror: in memory (fast, many runs) or Dexie on fake-indexeddb (as in the app). */
type MirrorKind = 'memory' | 'dexie';

let databases = 0;
function makeMirror(kind: MirrorKind): {
  mirror: MirrorPort;
  records: () => Promise<MirrorRecord[]>;
  close: () => Promise<void>;
} {
  if (kind === 'memory') {
    const mirror = createMemoryMirrorPort();
    return { mirror, records: async () => mirror.records('products'), close: async () => undefined };
  }
  databases += 1;
  const db = new BulktradeDB({ name: `sync-model-${databases}` });
  return {
    mirror: createDexieMirrorPort(db),
    records: () => db.mirror('products').toArray(),
    close: () => db.delete(),
  };
}

function makeSide(
  world: World,
  index: number,
  faults: Fault[],
  kind: MirrorKind,
): Side & { close: () => Promise<void> } {
  const { mirror, records, close } = makeMirror(kind);
  let ids = 0;
  const transport = faultyTransport(world.transport, () => 'pass', { delayMs: 1 });
  const client = testClient(world, {
    mirror,
    transport,
    // Deterministic ids and no background rounds: a seed replays the same run.
    newId: () => `00000000-0000-4000-8000-${index}${String((ids += 1)).padStart(11, '0')}`,
    announce: () => undefined,
  });
  const side = { client, mirror, records, transport, faults, up: true, close };
  transport.plan((_request, n) => (side.up ? (faults[n % faults.length] ?? 'pass') : 'drop'));
  return side;
}

async function sortedRecords(side: Side): Promise<MirrorRecord[]> {
  return (await side.records()).sort((a, b) => (a.id < b.id ? -1 : 1));
}

async function pushable(side: Side): Promise<number> {
  const held = new Set(
    (await side.records())
      .filter((r) => r._syncState === 'conflict' || r._syncState === 'failed')
      .map((r) => r.id),
  );
  return (await side.mirror.outbox()).filter((entry) => !held.has(entry.recordID)).length;
}

async function run(actions: readonly Action[], faults: [Fault[], Fault[]], kind: MirrorKind): Promise<void> {
  const world = await smallWorld();
  const sides = [makeSide(world, 0, faults[0], kind), makeSide(world, 1, faults[1], kind)] as const;
  try {
    await play(world, sides, actions);
  } finally {
    for (const side of sides) await side.close();
  }
}

async function play(world: World, sides: readonly [Side, Side], actions: readonly Action[]): Promise<void> {
  const writes: UserWrite[] = [];
  const excused = new Set<string>();
  const keepMine: KeepMine[] = [];
  for (const side of sides) await side.client.engine.start();
  await Promise.all(sides.map((side) => side.client.engine.syncNow()));

  let inflight: Promise<unknown>[] = [];
  for (const [step, action] of actions.entries()) {
    if (action.kind === 'sync') {
      const targets = action.client === 'both' ? sides : [sides[action.client]];
      const rounds = targets.map((side) => side.client.engine.syncNow());
      if (action.overlap) {
        inflight.push(...rounds);
        continue;
      }
      await Promise.all([...inflight, ...rounds]);
      inflight = [];
      continue;
    }
    const side = sides[action.client];
    if (action.kind === 'pull') {
      // A list's refresh: pulls without pushing first, so pulled rows meet pending writes.
      await side.client.engine.pullEntity('products');
      continue;
    }
    if (action.kind === 'network') {
      side.up = action.up;
      continue;
    }
    const { writes: path } = side.client;
    if (action.kind === 'create') {
      const fields = {
        productName: `P${step}`,
        weight: action.valid ? step : ('heavy' as unknown as number),
      };
      const id = await path.createRecord('products', fields);
      writes.push({ client: action.client, id, op: 'create', changes: fields, base: 0, step });
      continue;
    }
    const records = await sortedRecords(side);
    const record = records[action.pick % Math.max(1, records.length)];
    if (record === undefined) continue;
    const base = record.rowVersion ?? 0;
    if (action.kind === 'resolve') {
      const resolved = await side.client.engine.resolveConflict('products', record.id, action.choice);
      // Taking theirs is the user's informed choice to drop their writes to that record.
      if (resolved && action.choice === 'take-theirs') excused.add(`${action.client} ${record.id}`);
      if (resolved && action.choice === 'keep-mine')
        keepMine.push({ client: action.client, id: record.id, step });
      continue;
    }
    if (action.kind === 'edit') {
      const value = action.field === 'productName' ? `E${step}` : action.valid ? step : 'heavy';
      if (await path.updateRecord('products', record.id, { [action.field]: value })) {
        writes.push({
          client: action.client,
          id: record.id,
          op: 'update',
          changes: { [action.field]: value },
          base,
          step,
        });
      }
      continue;
    }
    const changed =
      action.kind === 'delete'
        ? await path.deleteRecord('products', record.id)
        : await path.restoreRecord('products', record.id);
    if (changed)
      writes.push({ client: action.client, id: record.id, op: action.kind, changes: {}, base, step });
  }

  await Promise.all(inflight);
  // The network heals; both sync until nothing is left to send, then pull once more.
  for (const side of sides) {
    side.up = true;
    side.transport.plan(() => 'pass');
  }
  for (let round = 0; round < 8; round += 1) {
    for (const side of sides) await side.client.engine.syncNow();
    if ((await pushable(sides[0])) + (await pushable(sides[1])) === 0) break;
  }
  for (const side of sides) await side.client.engine.syncNow();
  for (const side of sides) await side.client.engine.stop();

  const server = (await world.call('GET', '/api/v1/Products/getAll?includeInactive=true&includeDetails=true'))
    .body.data as Record<string, unknown>[];
  const serverById = new Map(server.map((record) => [String(record.id), record]));
  for (const [index, side] of sides.entries()) {
    expect(await pushable(side), `client ${index} still has writes to send`).toBe(0);
    const mirror = new Map((await side.records()).map((record) => [record.id, record]));
    for (const id of serverById.keys())
      expect(mirror.has(id), `client ${index} lacks server record ${id}`).toBe(true);
    expect(
      [...mirror.values()].filter((record) => record._syncState === 'pending').map((record) => record.id),
    ).toEqual([]);
    for (const record of [...mirror.values()].filter((candidate) => candidate._syncState === 'synced')) {
      expect(stripMeta(record), `client ${index} record ${record.id}`).toEqual(serverById.get(record.id));
    }
  }

  const history = committedVersions([...sides[0].transport.answers, ...sides[1].transport.answers]);
  const finalRecords = await Promise.all(sides.map((side) => side.records()));
  for (const [index, write] of writes.entries()) {
    if (supersededByOwnWrite(write, writes.slice(index + 1))) continue;
    const shown = finalRecords[write.client]?.find((record) => record.id === write.id)?._syncState;
    const visible = shown === 'conflict' || shown === 'failed' || excused.has(`${write.client} ${write.id}`);
    expect(
      visible || reachedServer(write, history.get(write.id) ?? []),
      `write lost: ${JSON.stringify(write)}`,
    ).toBe(true);
  }

  expect(silentOverwrites(writes, history, keepMine), 'silent overwrites').toEqual([]);

  const created = new Set(writes.filter((write) => write.op === 'create').map((write) => write.id));
  expect(
    [...serverById.keys()].filter((id) => !created.has(id)),
    'records nobody created',
  ).toEqual([]);
  const names = server.map((record) => record.productName);
  expect(new Set(names).size, 'a create landed twice').toBe(names.length);
}

function check(kind: MirrorKind, numRuns: number): Promise<void> {
  const seed = Number(process.env.SYNC_MODEL_SEED ?? Date.now() % 2 ** 31);
  const property = fc.asyncProperty(
    fc.array(actionArb, { minLength: 1, maxLength: 40, size: 'max' }),
    faultsArb,
    faultsArb,
    (actions, a, b) => run(actions, [a, b], kind),
  );
  return fc.assert(property, { numRuns, seed, verbose: true }).catch((error: unknown) => {
    console.error(`sync model (${kind} mirrors) failed with seed ${seed} (rerun: SYNC_MODEL_SEED=${seed})`);
    throw error;
  });
}

describe('sync model (two clients, faults, then the network heals)', () => {
  it('converges without losing or duplicating a write (memory mirrors)', async () => {
    await expect(check('memory', Number(process.env.SYNC_MODEL_RUNS ?? 150))).resolves.toBeUndefined();
  }, 120_000);

  it('converges without losing or duplicating a write (Dexie mirrors on fake-indexeddb)', async () => {
    await expect(check('dexie', Number(process.env.SYNC_MODEL_DEXIE_RUNS ?? 8))).resolves.toBeUndefined();
  }, 120_000);
});
