import { beforeAll, describe, expect, it } from 'vitest';
import { sectionBasePath } from '../../src/entities/derive/api-paths';
import { entityByName } from '../../src/entities/registry';
import { deliveryChanges, initialStopDraft } from '../../src/hubs/driving/stop-completion';
import { createMemoryMirrorPort, type MemoryMirrorPort } from '../../sync/memory-mirror-port';
import type { MirrorRow } from '../../src/data/mirror-row';
import { faultyTransport, type FaultyTransport, type ServerAnswer } from './faulty-transport';
import { mirrorRecord, testClient, trainingWorld, type TestClient, type World } from './sync-world';

// The merge rules of the registry, applied by the sync engine alone: no hub screen is open here,
// only the engine, its memory mirror and the reference services over the training data.
const DELIVERIES = sectionBasePath(entityByName('deliveries'));
const SIGNATURE = [
  {
    points: [
      { x: 1, y: 2 },
      { x: 30, y: 12 },
      { x: 44, y: 5 },
    ],
  },
];
const COMPLETION = { now: new Date('2026-11-20T03:00:00.000Z'), userID: 'user-training' };
const OFFICE_DUE = '2026-11-20T05:30:00.000Z';

let world: World;
beforeAll(async () => {
  world = await trainingWorld();
}, 30_000);

/** Every write to the record the services answered (inside batches), with what it carried. */
function writesTo(
  answers: readonly ServerAnswer[],
  id: string,
): { status: number; data: Record<string, unknown> }[] {
  return answers.flatMap((answer) => {
    if (!answer.path.endsWith('/batch')) return [];
    const writes =
      (answer.sent as { writes?: { id: string; data?: Record<string, unknown> }[] } | undefined)?.writes ??
      [];
    const results = (answer.body as { results?: { status: number }[] } | null)?.results ?? [];
    return writes.flatMap((write, index) =>
      write.id === id ? [{ status: results[index]?.status ?? 0, data: write.data ?? {} }] : [],
    );
  });
}

type Driver = {
  client: TestClient;
  mirror: MemoryMirrorPort;
  transport: FaultyTransport;
  stop: MirrorRow<'deliveries'>;
};

/** A driver's phone with the deliveries pulled, and an open stop of the training data (each test its own). */
async function driverPhone(used: Set<string>): Promise<Driver> {
  const mirror = createMemoryMirrorPort();
  const transport = faultyTransport(world.transport);
  const client = testClient(world, { mirror, transport, entities: ['deliveries'] });
  await client.engine.start();
  await client.engine.syncNow();
  const stop = mirror
    .records('deliveries')
    .find(
      (record) =>
        record.isInactive !== true &&
        record.isFulfilled !== true &&
        record.proofOfDelivery == null &&
        !used.has(record.id),
    );
  if (stop === undefined) throw new Error('the training data has no open delivery left');
  used.add(stop.id);
  // The mirror holds what the intake read with the deliveries' schema.
  return { client, mirror, transport, stop: stop as MirrorRow<'deliveries'> };
}

async function officeEdit(id: string, changes: Record<string, unknown>): Promise<Record<string, unknown>> {
  const current = (await world.call('GET', `${DELIVERIES}/get/${id}`)).body;
  const answer = await world.call('PATCH', `${DELIVERIES}/patch/partial`, {
    id,
    rowVersion: current.rowVersion,
    ...changes,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function deliverOffline({ client, stop }: Driver): Promise<Record<string, unknown>> {
  client.signals.emit('offline');
  const changes = deliveryChanges(
    stop,
    { ...initialStopDraft(stop), receiverName: 'Mia Chen', signature: SIGNATURE },
    COMPLETION,
  );
  await client.writes.updateRecord('deliveries', stop.id, changes);
  return changes;
}

const serverStop = async (id: string) => (await world.call('GET', `${DELIVERIES}/get/${id}`)).body;

describe("a driver's proof of delivery meets an office edit of the same stop, with only the sync engine running", () => {
  const used = new Set<string>();

  it("office first, then the phone pushes: the proof and the driver's fields stay, the office's due time stays, flagged with a note, in one write", async () => {
    const driver = await driverPhone(used);
    const { client, mirror, transport, stop } = driver;
    await deliverOffline(driver);
    const before = await serverStop(stop.id);
    await officeEdit(stop.id, { receiverName: 'Office guess', dueArrivalOn: OFFICE_DUE });

    client.signals.emit('online');
    const status = await client.engine.syncNow();

    expect(status.pending).toBe(0);
    const server = await serverStop(stop.id);
    expect(server).toMatchObject({
      receiverName: 'Mia Chen',
      proofOfDelivery: SIGNATURE,
      deliveredByUserID: 'user-training',
      isFulfilled: true,
      dueArrivalOn: OFFICE_DUE,
      isFlagged: true,
    });
    expect(String(server.conflictNote)).toBe(
      'Changed in the office while the driver was offline: dueArrivalOn, receiverName',
    );
    // The office's edit and the driver's one merged write: nothing landed twice.
    expect(server.rowVersion).toBe(Number(before.rowVersion) + 2);
    const landed = writesTo(transport.answers, stop.id).filter((write) => write.status === 200);
    expect(landed).toHaveLength(1);
    expect(landed[0]?.data).not.toHaveProperty('dueArrivalOn');
    expect(await mirrorRecord(mirror, 'deliveries', stop.id)).toMatchObject({
      _syncState: 'synced',
      rowVersion: server.rowVersion,
      receiverName: 'Mia Chen',
      dueArrivalOn: OFFICE_DUE,
    });
    await client.engine.stop();
  });

  it("the phone's push lands first (its answer lost), then the office edits, then the phone pushes again: the proof lands once, and the office's fields stay", async () => {
    const driver = await driverPhone(used);
    const { client, mirror, transport, stop } = driver;
    await deliverOffline(driver);
    const before = await serverStop(stop.id);
    // The push reaches the services and commits, but the answer never reaches the phone.
    transport.plan((request) => (request.url.endsWith('/batch') ? 'reset' : 'pass'));
    client.signals.emit('online');
    await client.engine.syncNow();
    expect((await serverStop(stop.id)).proofOfDelivery).toEqual(SIGNATURE);
    expect(await mirror.pendingCount()).toBe(1);

    await officeEdit(stop.id, { receiverName: 'Office guess', dueArrivalOn: OFFICE_DUE });
    transport.plan(() => 'pass');
    const status = await client.engine.syncNow();

    expect(status.pending).toBe(0);
    const server = await serverStop(stop.id);
    expect(server).toMatchObject({
      receiverName: 'Mia Chen',
      proofOfDelivery: SIGNATURE,
      dueArrivalOn: OFFICE_DUE,
      isFlagged: true,
    });
    expect(String(server.conflictNote)).toContain('receiverName');
    // Driver's write, office's edit, and the merge that puts the receiver back: no write twice.
    expect(server.rowVersion).toBe(Number(before.rowVersion) + 3);
    const landed = writesTo(transport.answers, stop.id).filter((write) => write.status === 200);
    expect(landed.filter((write) => 'proofOfDelivery' in write.data)).toHaveLength(1);
    expect(await mirrorRecord(mirror, 'deliveries', stop.id)).toMatchObject({
      _syncState: 'synced',
      rowVersion: server.rowVersion,
    });
    await client.engine.stop();
  });

  it('the phone pushes first, the office then changes only its own fields: the late answer settles it, nothing is flagged', async () => {
    const driver = await driverPhone(used);
    const { client, transport, stop } = driver;
    await deliverOffline(driver);
    const before = await serverStop(stop.id);
    transport.plan((request) => (request.url.endsWith('/batch') ? 'reset' : 'pass'));
    client.signals.emit('online');
    await client.engine.syncNow();
    await officeEdit(stop.id, { dueArrivalOn: OFFICE_DUE });
    transport.plan(() => 'pass');
    expect((await client.engine.syncNow()).pending).toBe(0);

    const server = await serverStop(stop.id);
    expect(server).toMatchObject({
      receiverName: 'Mia Chen',
      proofOfDelivery: SIGNATURE,
      dueArrivalOn: OFFICE_DUE,
    });
    expect(server.isFlagged).not.toBe(true);
    expect(server.rowVersion).toBe(Number(before.rowVersion) + 2);
    await client.engine.stop();
  });

  it('a pull that brings the office edit before the proof is sent merges it by the rule, and the merge goes in the same round', async () => {
    const driver = await driverPhone(used);
    const { client, mirror, transport, stop } = driver;
    await deliverOffline(driver);
    await officeEdit(stop.id, { receiverName: 'Office guess', dueArrivalOn: OFFICE_DUE });
    // The first push meets a failing proxy; the round goes on to pull the office's version.
    let failed = false;
    transport.plan((request) => {
      if (failed || !request.url.endsWith('/batch')) return 'pass';
      failed = true;
      return 'error500';
    });
    client.signals.emit('online');
    const status = await client.engine.syncNow();

    expect(failed).toBe(true);
    expect(status.pending).toBe(0);
    const server = await serverStop(stop.id);
    expect(server).toMatchObject({
      receiverName: 'Mia Chen',
      proofOfDelivery: SIGNATURE,
      dueArrivalOn: OFFICE_DUE,
      isFlagged: true,
    });
    expect(await mirrorRecord(mirror, 'deliveries', stop.id)).toMatchObject({ _syncState: 'synced' });
    await client.engine.stop();
  });

  it('a stop already left in conflict in the mirror (from before the rule) is settled by the engine on its next push', async () => {
    const driver = await driverPhone(used);
    const { client, mirror, stop } = driver;
    const changes = await deliverOffline(driver);
    const office = await officeEdit(stop.id, { receiverName: 'Office guess' });
    const local = await mirrorRecord(mirror, 'deliveries', stop.id);
    if (local === undefined) throw new Error('the stop is not in the mirror');
    await mirror.transact(['deliveries'], (tx) =>
      tx.putRecords('deliveries', [
        {
          ...local,
          _syncState: 'conflict',
          _serverVersion: { ...office, id: stop.id, rowVersion: Number(office.rowVersion) },
        },
      ]),
    );

    client.signals.emit('online');
    expect((await client.engine.syncNow()).pending).toBe(0);
    expect(await serverStop(stop.id)).toMatchObject({
      receiverName: changes.receiverName,
      proofOfDelivery: SIGNATURE,
      isFlagged: true,
    });
    await client.engine.stop();
  });
});
